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
}

/// Finds representables in Swift code and reads their wrapper, coordinator and delegate methods.
public enum RepresentableReader {
    /// Every representable declared (or made to conform by an extension) in `summary`, in source order.
    public static func representables(in summary: SwiftSourceSummary) -> [RepresentableCode] {
        var byName: [String: (protocol: RepresentableProtocol, line: Int)] = [:]
        var order: [String] = []
        for type in summary.types {
            guard let proto = type.inherited.lazy.compactMap({ RepresentableProtocol(rawValue: baseName($0)) }).first else { continue }
            let name = type.simpleName
            if byName[name] == nil { order.append(name) }
            byName[name] = byName[name] ?? (proto, type.line)
        }
        return order.compactMap { name in
            guard let found = byName[name] else { return nil }
            return read(name: name, protocol: found.protocol, line: found.line, in: summary)
        }
    }

    /// Reads one representable called `name` from all declarations and extensions of it.
    static func read(name: String, protocol proto: RepresentableProtocol, line: Int, in summary: SwiftSourceSummary) -> RepresentableCode {
        let parts = summary.types.filter { $0.hasSimpleName(name) && $0.enclosingTypes.isEmpty || $0.name == name }
        let methods = parts.flatMap(\.methods)
        let aliases = parts.reduce(into: [String: String]()) { $0.merge($1.typeAliases) { a, _ in a } }
        var wrapped = methods.first { $0.name == proto.makeMethod }?.returnType.map(cleanType)
        if let alias = wrapped.flatMap({ aliases[$0] }) { wrapped = cleanType(alias) }
        if wrapped == nil, let alias = aliases[proto.associatedType] {
            wrapped = cleanType(alias)
        }
        let lifecycle = LifecycleMethod.allCases.filter { kind in methods.contains { LifecycleMethod(methodName: $0.name) == kind } }
        let coordinatorName = methods.first { $0.name == "makeCoordinator" }?.returnType.map(cleanType)
        let coordinator = findCoordinator(named: coordinatorName, of: name, in: summary)
        let wrapper = Wrapper(protocol: proto, typeName: name, wrappedType: wrapped)
        guard let coordinator else {
            return RepresentableCode(wrapper: wrapper, coordinator: nil, delegateMethods: [], lifecycle: lifecycle, line: line)
        }
        let delegates = delegateMethods(of: coordinator.declarations, protocols: coordinator.model.protocols)
        return RepresentableCode(wrapper: wrapper, coordinator: coordinator.model, delegateMethods: delegates, lifecycle: lifecycle, line: line)
    }

    /// The coordinator class: the type `makeCoordinator` returns, else a type called `Coordinator`
    /// nested in the representable, with conformances added by extensions.
    static func findCoordinator(named explicit: String?, of owner: String, in summary: SwiftSourceSummary) -> (model: Coordinator, declarations: [TypeDeclaration])? {
        let wanted = explicit.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? "Coordinator"
        if explicit == nil && !summary.types.contains(where: { $0.hasSimpleName(owner) && $0.methods.contains { $0.name == "makeCoordinator" } }) {
            // No makeCoordinator: only a nested `Coordinator` counts.
            guard summary.types.contains(where: { $0.hasSimpleName("Coordinator") && $0.enclosingTypes.last == owner }) else { return nil }
        }
        var declarations = summary.types.filter { $0.hasSimpleName(wanted) && ($0.enclosingTypes.isEmpty || $0.enclosingTypes.last == owner) && $0.kind != "extension" }
        if declarations.count > 1 { declarations = declarations.filter { $0.enclosingTypes.last == owner } }
        guard let primary = declarations.first else { return nil }
        let extensions = summary.types.filter { $0.kind == "extension" && ($0.name == wanted || $0.name == "\(owner).\(wanted)") }
        let all = [primary] + extensions
        var protocols: [String] = []
        for entry in all.flatMap(\.inherited) {
            let name = baseName(entry)
            if name == "NSObject" || protocols.contains(name) { continue }
            protocols.append(name)
        }
        let mainActor = all.contains { $0.attributes.contains("@MainActor") }
        return (Coordinator(typeName: wanted, protocols: protocols, isMainActor: mainActor), all)
    }

    /// Methods of the coordinator that answer one of its protocols.
    ///
    /// A method counts when the first word of its name is a word of a conformed protocol
    /// (`mapView…` for `MKMapViewDelegate`, `textDidChange` for `NSTextViewDelegate`), or when its
    /// first parameter (unlabeled or `in:`) has a type that, without its framework prefix, appears in
    /// a protocol's name (`numberOfSections(in: UICollectionView)` for `UICollectionViewDataSource`), or when the
    /// name starts with a word of its first parameter's framework type (`webView(_ webView: WKWebView, …)`).
    /// `@objc` target-action methods count only by the first rule.
    static func delegateMethods(of declarations: [TypeDeclaration], protocols: [String]) -> [DelegateMethod] {
        guard !protocols.isEmpty else { return [] }
        var result: [DelegateMethod] = []
        let protocolWords = protocols.map(camelWords)
        for method in declarations.flatMap(\.methods) where !method.isStatic && method.name != "init" {
            if method.modifiers.contains("private") || method.modifiers.contains("fileprivate") { continue }
            let first = camelWords(method.name).first ?? ""
            var owner = protocols.indices.first { protocolWords[$0].contains(first) }.map { protocols[$0] }
            let isTargetAction = method.modifiers.contains("@objc") || method.modifiers.contains("@IBAction")
            if owner == nil, !isTargetAction, let firstType = method.parameterTypes.first, ["_", "in"].contains(method.labels.first) {
                let core = stripFrameworkPrefix(cleanType(firstType))
                if core.count >= 4 { owner = protocols.first { $0.contains(core) } }
            }
            // `webView(_:decidePolicyFor:)`: the name starts with a word of the first parameter's framework type.
            if owner == nil, !isTargetAction, let firstType = method.parameterTypes.first.map(cleanType), stripFrameworkPrefix(firstType) != firstType,
               camelWords(firstType).dropFirst().contains(first) {
                owner = protocols[0]
            }
            guard let owner else { continue }
            if result.contains(where: { $0.selector == method.selector }) { continue }
            result.append(DelegateMethod(selector: method.selector, protocol: owner, signature: method.signature, line: method.line))
        }
        return result
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
            let boundary = c.isUppercase && !current.isEmpty &&
                (!(chars[i - 1].isUppercase) || (i + 1 < chars.count && chars[i + 1].isLowercase))
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
