/// The shape of the model: every stored property's name and type, nested, found by reflecting a
/// sample with every optional set and every list non-empty, and the cases of every enum. A test
/// compares it with `CatalogCodec.schema`: when they differ, a property was added or removed
/// without the codec learning about it. (Reflection costs milliseconds at start-up in a static
/// binary, so the running program does not compute it; cache files carry the schema string.)
enum ModelFingerprint {
    /// The fingerprint of `Recipe` and `Diagnostic`, computed once.
    static let current: String = describe(sampleRecipe) + ";" + describe(sampleDiagnostic)

    private static func describe(_ value: Any) -> String {
        var seen = Set<String>()
        return describe(value, seen: &seen)
    }

    private static func describe(_ value: Any, seen: inout Set<String>) -> String {
        let mirror = Mirror(reflecting: value)
        let name = "\(type(of: value))"
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value, seen: &seen) } ?? name
        case .collection:
            return "[" + (mirror.children.first.map { describe($0.value, seen: &seen) } ?? "") + "]"
        case .struct where !mirror.children.isEmpty:
            guard seen.insert(name).inserted else { return name }
            let fields = mirror.children.map { "\($0.label ?? "_"):" + describe($0.value, seen: &seen) }
            return name + "{" + fields.joined(separator: ",") + "}"
        case .enum:
            guard seen.insert(name).inserted else { return name }
            guard let cases = type(of: value) as? any CaseIterable.Type else { return name }
            return name + "[" + allCases(of: cases).joined(separator: ",") + "]"
        default:
            return name
        }
    }

    private static func allCases<T: CaseIterable>(of type: T.Type) -> [String] {
        type.allCases.map { value in
            (value as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(value)"
        }
    }

    private static let sampleVersion = OSVersion(1, 2, 3)

    private static let sampleRecipe = Recipe(
        id: "id", title: "title", summary: "summary", source: SourceLocation(path: "path", line: 1),
        wrapper: Wrapper(protocol: .uiView, typeName: "Type", wrappedType: "UIView", platform: .iOS),
        coordinator: Coordinator(typeName: "Coordinator", protocols: ["P"], isMainActor: true),
        delegateMethods: [DelegateMethod(selector: "s", protocol: "P", signature: "func s()", line: 1)],
        lifecycle: [.make], codeBlocks: [CodeBlock(role: .wrapper, language: "swift", code: "code", line: 1)],
        pitfalls: [Pitfall(id: "p", title: "t", text: "text", line: 1, rule: "rule", source: "url")], notes: ["note"],
        preferNative: [
            PreferNative(
                platform: .iOS, since: sampleVersion, api: "api", text: "text", line: 1,
                coverage: .partial, keepWrapperFor: "kept", keepIf: ["name"], deprecated: sampleVersion)
        ],
        noNativeReplacement: "none", minimumTarget: DeploymentTarget(platform: .iOS, version: sampleVersion),
        frameworks: ["UIKit"], tags: ["tag"])

    private static let sampleDiagnostic = Diagnostic(path: "path", line: 1, severity: .warning, message: "message")
}
