import Foundation

/// What the code of one representable says: the wrapper, its coordinator, delegate methods and
/// lifecycle, as read by `RepresentableReader`.
public struct RepresentableCode: Hashable, Sendable {
    public var wrapper: Wrapper
    public var coordinator: Coordinator?
    public var delegateMethods: [DelegateMethod]
    public var lifecycle: [LifecycleMethod]
    /// Line of the representable's declaration in the code that was read.
    public var line: Int
    /// The conformance names nothing the reader can resolve: the protocol was read from the
    /// type's `make…` method (see `RepresentableReader.representables`).
    public var isInferred = false
}

/// Finds representables in Swift code and reads their wrapper, coordinator and delegate methods.
public enum RepresentableReader {
    /// Every representable declared (or made to conform by an extension) in `summary`, in source order.
    ///
    /// A conformance counts through the SDK protocol's name or a name in `conformances` (a project
    /// alias or refining protocol); a conformance to nothing it can resolve (a package's protocol,
    /// not in the code read) counts as the SDK protocols whose make method the type implements.
    /// Nested types are keyed by their full name (`Editor.Representable`). A type that conforms
    /// once per platform (both halves of `#if os(iOS) … #else … #endif`, or an alias declared per
    /// platform) is read once per protocol, each time from its own half only.
    public static func representables(
        in summary: SwiftSourceSummary, conformances: RepresentableConformances = .none,
        regions: PlatformRegions? = nil
    ) -> [RepresentableCode] {
        var found: [(name: String, protocol: RepresentableProtocol, line: Int, isInferred: Bool)] = []
        var foundKeys = Set<String>()
        var regionsOfFile = regions
        var lookupOfFile: TypeLookup?
        var unresolved: [TypeDeclaration] = []
        func add(_ type: TypeDeclaration, _ protocols: [RepresentableProtocol], isInferred: Bool) {
            let name = fullName(of: type)
            if regionsOfFile == nil { regionsOfFile = PlatformRegions(tokens: summary.tokens) }
            for proto in protocols where regionsOfFile!.includes(type.body.lowerBound, anyOf: proto.platforms) {
                // The same type seen again (an extension, another declaration) is read once.
                guard foundKeys.insert(proto.rawValue + " " + name).inserted else { continue }
                found.append((name, proto, type.line, isInferred))
            }
        }
        for type in summary.types where type.kind != "protocol" {
            let protocols = type.inherited.flatMap { conformances.protocols(named: baseName($0)) }
            if protocols.isEmpty {
                if !type.inherited.isEmpty, RepresentableProtocol(rawValue: type.simpleName) == nil { unresolved.append(type) }
                continue
            }
            add(type, protocols, isInferred: false)
        }
        // A conformance to a protocol the code does not declare (a package's
        // `PlatformViewRepresentable`, an alias it cannot resolve), on a type no other declaration
        // makes a representable: the SDK protocols whose make method the type implements.
        let named = Set(found.map(\.name))
        for type in unresolved where !named.contains(fullName(of: type)) {
            if lookupOfFile == nil { lookupOfFile = TypeLookup(summary.types) }
            let made = Set(lookupOfFile!.withFullName(fullName(of: type)).flatMap(\.methods).map(\.name))
            add(type, RepresentableProtocol.allCases.filter { made.contains($0.makeMethod) }, isInferred: true)
        }
        // Source order; the platform halves of one line keep theirs.
        found = found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        guard let regionsOfFile else { return [] }
        let lookup = lookupOfFile ?? TypeLookup(summary.types)
        return found.map {
            var code = read(name: $0.name, protocol: $0.protocol, line: $0.line, in: lookup, regions: regionsOfFile)
            code.isInferred = $0.isInferred
            return code
        }
    }

    /// `Outer.Inner` for a type nested in `Outer` (or in `extension Outer`), the name as written otherwise.
    public static func fullName(of type: TypeDeclaration) -> String {
        type.enclosingTypes.isEmpty ? type.name : (type.enclosingTypes + [type.name]).joined(separator: ".")
    }

    /// The declarations and extensions of the type called `name` (a full name) that compile for
    /// one of `proto`'s platforms.
    public static func parts(
        named name: String, protocol proto: RepresentableProtocol, in lookup: TypeLookup,
        regions: PlatformRegions
    ) -> [TypeDeclaration] {
        lookup.withFullName(name).filter { $0.kind != "protocol" && regions.includes($0.body.lowerBound, anyOf: proto.platforms) }
    }

    /// The methods of `parts` that compile for one of `proto`'s platforms.
    public static func methods(of parts: [TypeDeclaration], protocol proto: RepresentableProtocol, regions: PlatformRegions) -> [FunctionDeclaration]
    {
        parts.flatMap(\.methods).filter { regions.includes($0.body.lowerBound, anyOf: proto.platforms) }
    }

    /// Reads one representable called `name` from all declarations and extensions of it.
    /// `unitesRepeats`: a document (not a project) may show its coordinator several times as a
    /// tutorial grows it (`class Coordinator: NSObject` first, with its protocol and methods
    /// later): every declaration of it counts (see `coordinatorDeclarations`).
    static func read(
        name: String, protocol proto: RepresentableProtocol, line: Int, in lookup: TypeLookup,
        regions: PlatformRegions, unitesRepeats: Bool = false
    ) -> RepresentableCode {
        let parts = parts(named: name, protocol: proto, in: lookup, regions: regions)
        let methods = methods(of: parts, protocol: proto, regions: regions)
        let aliases = parts.reduce(into: [String: String]()) { $0.merge($1.typeAliases) { a, _ in a } }
        // What make returns; else the associated type's alias; else, for a wrapper a document
        // shows with its update method alone, the type of the view that update is given (a
        // project's wrapper has a make, and the house format asks for its return type).
        var wrapped = methods.first { $0.name == proto.makeMethod }?.returnType.map(cleanType)
        if let alias = wrapped.flatMap({ aliases[$0] }) { wrapped = cleanType(alias) }
        if wrapped == nil, let alias = aliases[proto.associatedType] {
            wrapped = cleanType(alias)
        }
        if wrapped == nil, unitesRepeats,
            let given = methods.first(where: { $0.name == proto.updateMethod })?.parameterTypes.first.map(cleanType),
            given != proto.associatedType
        {
            wrapped = given
        }
        let lifecycle = LifecycleMethod.allCases.filter { kind in methods.contains { LifecycleMethod(methodName: $0.name) == kind } }
        let coordinatorName = methods.first { $0.name == "makeCoordinator" }?.returnType.map(cleanType)
        let coordinator = findCoordinator(
            named: coordinatorName, of: name, hasMakeCoordinator: coordinatorName != nil || methods.contains { $0.name == "makeCoordinator" },
            protocol: proto, in: lookup, regions: regions, unitesRepeats: unitesRepeats)
        let wrapper = Wrapper(protocol: proto, typeName: name, wrappedType: wrapped, platform: proto.platform)
        guard let coordinator else {
            return RepresentableCode(wrapper: wrapper, coordinator: nil, delegateMethods: [], lifecycle: lifecycle, line: line)
        }
        let delegates = delegateMethods(of: coordinator.declarations, protocols: coordinator.model.protocols)
        return RepresentableCode(wrapper: wrapper, coordinator: coordinator.model, delegateMethods: delegates, lifecycle: lifecycle, line: line)
    }

    /// The coordinator class: the type `makeCoordinator` returns, else a type called `Coordinator`
    /// nested in the representable, with conformances added by extensions.
    static func findCoordinator(
        named explicit: String?, of owner: String, hasMakeCoordinator: Bool, protocol proto: RepresentableProtocol,
        in lookup: TypeLookup, regions: PlatformRegions, unitesRepeats: Bool = false
    ) -> (model: Coordinator, declarations: [TypeDeclaration])? {
        let declarations = coordinatorDeclarations(
            named: explicit, of: owner, hasMakeCoordinator: hasMakeCoordinator, protocol: proto, in: lookup, regions: regions,
            unitesRepeats: unitesRepeats)
        guard !declarations.isEmpty else { return nil }
        var protocols: [String] = []
        for entry in declarations.flatMap(\.inherited) {
            let name = baseName(entry)
            if name == "NSObject" || protocols.contains(name) { continue }
            protocols.append(name)
        }
        let mainActor = declarations.contains { $0.attributes.contains("@MainActor") }
        return (Coordinator(typeName: declarations[0].simpleName, protocols: protocols, isMainActor: mainActor), declarations)
    }

    /// The coordinator's class declaration (nested in `owner` first, else top level) and its
    /// extensions, in the half that compiles for `proto`'s platforms; empty when there is none.
    /// With `unitesRepeats`, the later declarations of the same class in the same place follow the
    /// first (a document's fragments; a project declares a class once).
    public static func coordinatorDeclarations(
        named explicit: String?, of owner: String, hasMakeCoordinator: Bool, protocol proto: RepresentableProtocol,
        in lookup: TypeLookup, regions: PlatformRegions, unitesRepeats: Bool = false
    ) -> [TypeDeclaration] {
        let wanted = explicit.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? "Coordinator"
        func applies(_ type: TypeDeclaration) -> Bool { regions.includes(type.body.lowerBound, anyOf: proto.platforms) }
        // Looked up by place, not among every type of that name: a file of thousands of
        // representables, each with its own nested `Coordinator`, stays linear.
        let ownerName = String(owner.split(separator: ".").last ?? Substring(owner))
        let nested = lookup.declared(wanted, in: [ownerName]).filter { applies($0) && $0.enclosingTypes.joined(separator: ".") == owner }
        let topLevel = { lookup.declared(wanted).first { applies($0) && $0.kind != "extension" && $0.enclosingTypes.isEmpty } }
        // No makeCoordinator and no nested `Coordinator`: a class nested in the representable that
        // adopts a delegate or data-source protocol and is handed to the wrapped view as its
        // delegate plays the coordinator (`extension DocumentCamera { class Delegate: NSObject, … }`).
        let delegateClass = { lookup.nested(in: ownerName).first { isDelegateClass($0, of: owner) && applies($0) } }
        // A document may show the coordinator as a class of its own block, beside a wrapper whose
        // makeCoordinator it leaves out: a top-level `Coordinator` of the wrapper's blocks that is
        // an NSObject or adopts a delegate or data-source protocol is it.
        let shownApart = {
            topLevel().flatMap { type in
                adoptsDelegateProtocol(type) || type.inherited.contains { baseName($0) == "NSObject" } ? type : nil
            }
        }
        let fallback = hasMakeCoordinator || !nested.isEmpty ? topLevel : unitesRepeats ? { delegateClass() ?? shownApart() } : delegateClass
        guard let primary = nested.first(where: { $0.kind != "extension" }) ?? fallback() else { return [] }
        let extensions = lookup.named(fullName(of: primary)).filter { applies($0) && $0.kind == "extension" }
        guard unitesRepeats else { return [primary] + extensions }
        let repeats = lookup.withFullName(fullName(of: primary)).filter {
            applies($0) && $0.kind != "extension" && $0.line != primary.line && $0.enclosingTypes == primary.enclosingTypes
        }
        return [primary] + repeats + extensions
    }

    /// True for a class declared directly in `owner` (or an extension of it) that adopts a
    /// protocol named like a delegate or a data source.
    static func isDelegateClass(_ type: TypeDeclaration, of owner: String) -> Bool {
        guard type.kind == "class", type.enclosingTypes.joined(separator: ".") == owner else { return false }
        return adoptsDelegateProtocol(type)
    }

    /// True when `type` adopts a protocol named like a delegate or a data source.
    static func adoptsDelegateProtocol(_ type: TypeDeclaration) -> Bool {
        type.inherited.contains { entry in
            let name = baseName(entry)
            return name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
        }
    }

    /// Methods of the coordinator that answer one of its protocols.
    ///
    /// A method counts when the first word of its name is a word of a conformed protocol
    /// (`mapView…` for `MKMapViewDelegate`, `textDidChange` for `NSTextViewDelegate`), or when its
    /// first parameter (unlabeled or `in:`, or with any label when the name starts with `did`, `will`
    /// or `should`) has a type that, without its framework prefix, appears in a protocol's name
    /// (`numberOfSections(in: UICollectionView)` for `UICollectionViewDataSource`,
    /// `didFinishOnboarding(onboardingViewController:)` for `UIOnboardingViewControllerDelegate`), or when the
    /// name starts with a word of its first parameter's framework type (`webView(_ webView: WKWebView, …)`).
    /// `@objc` target-action methods count only by the first rule.
    static func delegateMethods(of declarations: [TypeDeclaration], protocols: [String]) -> [DelegateMethod] {
        guard !protocols.isEmpty else { return [] }
        var result: [DelegateMethod] = []
        let protocolWords = protocols.map(camelWords)
        // A representable's own methods (`updateUIViewController(_:context:)` shown as a fragment
        // beside the coordinator) answer no delegate protocol.
        for method in declarations.flatMap(\.methods)
        where !method.isStatic && method.name != "init" && LifecycleMethod(methodName: method.name) == nil {
            if method.modifiers.contains("private") || method.modifiers.contains("fileprivate") { continue }
            let first = camelWords(method.name).first ?? ""
            let isTargetAction = method.modifiers.contains("@objc") || method.modifiers.contains("@IBAction")
            // A target-action method (`@objc func share(_:)`) is not read as the verb of `…Sharing…`.
            var owner = protocols.indices.first { p in
                protocolWords[p].contains { $0 == first || (!isTargetAction && Self.isVerb(first, of: $0)) }
            }.map { protocols[$0] }
            // The sender's type names the protocol: unlabeled or `in:`, or any label when the name
            // starts as delegate callbacks do (`didFinishOnboarding(onboardingViewController:)`).
            let isCallbackName = ["did", "will", "should"].contains(first)
            if owner == nil, !isTargetAction, let firstType = method.parameterTypes.first,
                isCallbackName || ["_", "in"].contains(method.labels.first)
            {
                let core = stripFrameworkPrefix(cleanType(firstType))
                if core.count >= 4 { owner = protocols.first { $0.contains(core) } }
            }
            // `didGetEmoji(emoji:)` of an app's `EmojiPickerDelegate`: a callback's name says a word
            // the protocol's name is made of, other than the words every delegate protocol has.
            if owner == nil, !isTargetAction, isCallbackName {
                let said = camelWords(method.name).dropFirst()
                owner = protocols.indices.first { p in
                    protocolWords[p].contains { $0.count >= 4 && !Self.commonProtocolWords.contains($0) && said.contains($0) }
                }.map { protocols[$0] }
            }
            // `webView(_:decidePolicyFor:)`: the name starts with a word of the first parameter's framework type.
            if owner == nil, !isTargetAction, let firstType = method.parameterTypes.first.map(cleanType),
                stripFrameworkPrefix(firstType) != firstType,
                camelWords(firstType).dropFirst().contains(first)
            {
                owner = protocols[0]
            }
            guard let owner else { continue }
            if result.contains(where: { $0.selector == method.selector }) { continue }
            result.append(DelegateMethod(selector: method.selector, protocol: owner, signature: method.signature, line: method.line))
        }
        return result
    }

    /// Words of many protocol names, which tell no callback's protocol.
    private static let commonProtocolWords: Set<String> = ["delegate", "view", "controller", "data", "source"]

    /// True when a method's first word is the verb of a protocol's "-ing" word
    /// (`updateSearchResults(for:)` of `UISearchResultsUpdating`, `prefetch…` of `…Prefetching`).
    static func isVerb(_ word: String, of protocolWord: String) -> Bool {
        guard protocolWord.hasSuffix("ing"), protocolWord.count > 5, word.count >= 3 else { return false }
        let root = protocolWord.dropLast(3)
        return word == root || word == root + "e"
    }

    /// `Foo<Bar>` → `Foo`, `@preconcurrency X` → `X`, `SwiftUI.UIViewRepresentable` → `UIViewRepresentable`.
    static func baseName(_ type: String) -> String {
        var text = type
        if let lt = text.isASCII ? text.utf8.firstIndex(of: UInt8(ascii: "<")) : text.firstIndex(of: "<") { text = String(text[..<lt]) }
        text = text.lastPiece(separatedBy: " ").map(String.init) ?? text
        return String(text.lastPiece(separatedBy: ".") ?? Substring(text))
    }

    /// Drops optionality, `some`/`any` and module qualification: `MKMapView?` → `MKMapView`.
    static func cleanType(_ type: String) -> String {
        var text = type.trimmed
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("UIKit.") || text.hasPrefix("AppKit.") || text.hasPrefix("SwiftUI.") {
            text = String(text[text.index(after: text.firstIndex(of: ".")!)...])
        }
        return text
    }

    /// `UICollectionView` → `CollectionView`, `MKMapView` → `MapView`, `Notification` unchanged.
    static func stripFrameworkPrefix(_ type: String) -> String {
        let scalars = Array(type)
        var upper = 0
        while upper < scalars.count, scalars[upper].isUppercase { upper += 1 }
        guard upper >= 3 else { return type }
        return String(scalars[(upper - 1)...])
    }

    /// Lower-cased camel-case words: `mapViewDidFinish` → `map`, `view`, `did`, `finish`; `MKMapView` → `mk`, `map`, `view`.
    static func camelWords(_ name: String) -> [String] {
        if name.isASCII { return asciiCamelWords(name) }
        var words: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, c) in chars.enumerated() {
            if c == "_" { if !current.isEmpty { words.append(current); current = "" }; continue }
            let boundary = c.isUppercase && !current.isEmpty && (!(chars[i - 1].isUppercase) || (i + 1 < chars.count && chars[i + 1].isLowercase))
            if boundary { words.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// `camelWords` for ASCII names, on bytes.
    private static func asciiCamelWords(_ name: String) -> [String] {
        let bytes = Array(name.utf8)
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var words: [String] = []
        var current: [UInt8] = []
        func finishWord() {
            words.append(String(decoding: current.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") { if !current.isEmpty { finishWord() }; continue }
            let boundary = isUpper(byte) && !current.isEmpty && (!isUpper(bytes[i - 1]) || (i + 1 < bytes.count && isLower(bytes[i + 1])))
            if boundary { finishWord() }
            current.append(byte)
        }
        if !current.isEmpty { finishWord() }
        return words
    }
}
