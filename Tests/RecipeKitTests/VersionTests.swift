import Testing
@testable import RecipeKit

@Suite struct VersionTests {
    @Test(arguments: [
        ("from iOS 17 the SwiftUI Map", "iOS 17"),
        ("iOS 17+ only", "iOS 17"),
        ("For iOS 17+, prefer the native Map", "iOS 17"),
        ("on iOS 26 TextEditor edits", "iOS 26"),
        ("iOS 16 or later", "iOS 16"),
        ("PhotosPicker (iOS 17 guidance)", "iOS 17"),
        ("iOS 14-25 → wrap UITextView", "iOS 14"),
        ("macOS 14 adds it", "macOS 14"),
        ("needs iOS16.4", "iOS 16.4"),
        ("visionOS 2 and later", "visionOS 2")
    ])
    func proseVersions(text: String, expected: String) {
        #expect(ProseVersions.first(in: text)?.description == expected)
    }

    @Test func rangeUpperBound() {
        #expect(ProseVersions.mentions(in: "iOS 14-25").first?.upperBound == OSVersion(25))
    }

    @Test func documentDefault() {
        let text = "All recipes assume a deployment target of iOS 16 or later, so sizeThatFits needs no annotation."
        #expect(ProseVersions.documentDefaultTarget(in: text) == DeploymentTarget(platform: .iOS, version: OSVersion(16)))
    }

    @Test(arguments: ["ios16", "iOS 16", "IOS-16.0", "iPadOS 16"])
    func targets(text: String) {
        #expect(DeploymentTarget(parsing: text) == DeploymentTarget(platform: .iOS, version: OSVersion(16)))
    }

    @Test func targetParsingRejectsNonsense() {
        #expect(DeploymentTarget(parsing: "android 14") == nil)
        #expect(DeploymentTarget(parsing: "ios") == nil)
        #expect(DeploymentTarget(parsing: "macos14")?.platform == .macOS)
    }

    @Test func ordering() {
        #expect(OSVersion("10.15")! < OSVersion("11")!)
        #expect(OSVersion("16.4")!.description == "16.4")
        #expect(OSVersion("17.0.0")!.description == "17")
        #expect(OSVersion("1.2.3.4") == nil)
    }

    @Test func applicabilityAndNativeAvailability() {
        var recipe = Recipe(
            id: "map", title: "Map", source: SourceLocation(path: "m.md", line: 1),
            wrapper: Wrapper(protocol: .uiView, typeName: "M", wrappedType: "MKMapView"),
            preferNative: [PreferNative(platform: .iOS, since: OSVersion(17), api: "Map", text: "", line: 1)],
            minimumTarget: DeploymentTarget(platform: .iOS, version: OSVersion(15)))
        let ios16 = DeploymentTarget(platform: .iOS, version: OSVersion(16))
        let ios17 = DeploymentTarget(platform: .iOS, version: OSVersion(17))
        #expect(recipe.applies(to: ios16))
        #expect(recipe.isStillNeeded(at: ios16))
        #expect(!recipe.isStillNeeded(at: ios17))
        #expect(!recipe.applies(to: DeploymentTarget(platform: .macOS, version: OSVersion(14))))
        recipe.minimumTarget = DeploymentTarget(platform: .iOS, version: OSVersion(17))
        #expect(!recipe.applies(to: ios16))
    }
}
