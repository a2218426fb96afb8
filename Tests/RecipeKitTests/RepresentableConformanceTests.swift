import Testing
@testable import RecipeKit

/// Conformance resolution of `RepresentableReader`: project aliases and refining protocols,
/// `#if` platform halves, and nested types keyed by their full names.
@Suite struct RepresentableConformanceTests {
    func read(_ source: String, conformances: RepresentableConformances? = nil) -> [RepresentableCode] {
        let summary = SwiftCodeReader.read(source)
        let resolved = conformances ?? RepresentableConformances(declarations: RepresentableConformances.declarations(in: summary))
        return RepresentableReader.representables(in: summary, conformances: resolved)
    }

    @Test func anAliasDeclaredPerPlatformGivesOneRepresentablePerProtocol() throws {
        let found = read(
            """
            #if os(macOS)
            typealias Bridge = NSViewRepresentable
            #else
            typealias Bridge = UIViewRepresentable
            #endif
            struct Editor: Bridge {
                #if os(macOS)
                func makeNSView(context: Context) -> NSTextView { NSTextView() }
                #else
                func makeUIView(context: Context) -> UITextView { UITextView() }
                #endif
            }
            """)
        #expect(found.map(\.wrapper.protocol) == [.nsView, .uiView])
        #expect(found.map(\.wrapper.wrappedType) == ["NSTextView", "UITextView"])
        #expect(found.map(\.wrapper.platform) == [.macOS, .iOS])
    }

    /// A package's cross-platform protocol (not in the code read) counts through the make method
    /// the type implements, per platform half; a conformance without one does not.
    @Test func aPackagesRepresentableProtocolCountsByItsMakeMethod() throws {
        let found = read(
            """
            import Toolbox
            struct Spinner: HostedViewRepresentable {
                #if os(macOS)
                func makeNSView(context: Context) -> NSProgressIndicator { NSProgressIndicator() }
                #else
                func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                #endif
            }
            struct Pager: HostedControllerRepresentable {}
            extension Pager {
                func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
            }
            struct Amount: LosslessRepresentable {
                func make() -> Int { 0 }
            }
            """)
        #expect(found.map(\.wrapper.typeName) == ["Spinner", "Spinner", "Pager"])
        #expect(found.allSatisfy { $0.isInferred })
        #expect(found.map(\.wrapper.wrappedType) == ["UIActivityIndicatorView", "NSProgressIndicator", "UIPageViewController"])
    }

    @Test func aProtocolRefiningAnAliasInAnotherFileCounts() throws {
        let aliasFile = SwiftCodeReader.read("typealias HostView = UIViewRepresentable\nprotocol Measured: HostView {}\n")
        let user = "struct Gauge: Measured {\n    func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n}\n"
        let conformances = RepresentableConformances(declarations: RepresentableConformances.declarations(in: aliasFile))
        #expect(conformances.protocols(named: "Measured") == [.uiView])
        // Without the other file the conformance is only inferred from the make method.
        #expect(read(user, conformances: .none).map(\.isInferred) == [true])
        let found = try #require(read(user, conformances: conformances).first)
        #expect(found.wrapper.typeName == "Gauge")
        #expect(found.wrapper.wrappedType == "UIProgressView")
        #expect(!found.isInferred)
    }

    @Test func extensionsInEachHalfAreReadWithTheirOwnMethodsOnly() throws {
        let found = read(
            """
            struct Badge {}
            #if canImport(UIKit)
            extension Badge: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator {}
            }
            #elseif os(macOS)
            extension Badge: NSViewRepresentable {
                func makeNSView(context: Context) -> NSTextField { NSTextField() }
            }
            #endif
            """)
        #expect(found.count == 2)
        #expect(found[0].wrapper.wrappedType == "UILabel" && found[0].coordinator != nil)
        #expect(found[1].wrapper.wrappedType == "NSTextField" && found[1].coordinator == nil)
    }

    @Test func nestedTypesWithTheSameSimpleNameAreKeptApart() {
        let found = read(
            """
            enum Login { struct Field: UIViewRepresentable { func makeUIView(context: Context) -> UITextField { UITextField() } } }
            enum Search { struct Field: UIViewRepresentable { func makeUIView(context: Context) -> UISearchBar { UISearchBar() } } }
            extension Search.Field { func extra() {} }
            """)
        #expect(found.map(\.wrapper.typeName) == ["Login.Field", "Search.Field"])
        #expect(found.map(\.wrapper.wrappedType) == ["UITextField", "UISearchBar"])
    }

    @Test func platformConditionsCombine() {
        let tokens = SwiftCodeReader.read(
            """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif DEBUG
            let b = 2
            #else
            let c = 3
            #endif
            #if !os(macOS) && swift(>=5.9)
            let d = 4
            #endif
            #if os(iOS) && !targetEnvironment(macCatalyst)
            let e = 5
            #endif
            #if targetEnvironment(macCatalyst)
            let f = 6
            #endif
            """
        ).tokens
        let regions = PlatformRegions(tokens: tokens)
        func index(_ name: String) -> Int { tokens.firstIndex { $0.is(name) }! }
        #expect(regions.includes(index("a"), anyOf: [.iOS]) && !regions.includes(index("a"), anyOf: [.macOS]))
        #expect(regions.includes(index("b"), anyOf: [.macOS]))  // DEBUG says nothing about platforms
        #expect(regions.includes(index("c"), anyOf: [.macOS]))
        #expect(!regions.includes(index("d"), anyOf: [.macOS]) && regions.includes(index("d"), anyOf: [.visionOS]))
        // iOS code that is not built for the Mac is iOS code: leaving Mac Catalyst out leaves iOS in.
        #expect(regions.includes(index("e"), anyOf: [.iOS]) && !regions.includes(index("e"), anyOf: [.macOS]))
        #expect(regions.includes(index("f"), anyOf: [.iOS]) && !regions.includes(index("f"), anyOf: [.macOS]))
    }
}
