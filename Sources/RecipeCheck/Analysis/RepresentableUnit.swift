import RecipeKit

/// One representable of a file with everything the rules look at: its declarations (extensions
/// included), lifecycle methods, stored properties, coordinator and wrapped type.
struct RepresentableUnit {
    let code: RepresentableCode
    /// The struct (or class) and its extensions.
    let declarations: [TypeDeclaration]
    /// The coordinator class and its extensions; empty when there is none.
    let coordinatorDeclarations: [TypeDeclaration]
    let methods: [FunctionDeclaration]
    let makeMethod: FunctionDeclaration?
    let updateMethod: FunctionDeclaration?
    /// Stored and computed properties declared directly in the representable.
    let properties: [PropertyDeclaration]
    /// The wrapped type resolved through subclasses declared in the same file
    /// (`class PaddedField: UITextField` → `UITextField`).
    let frameworkWrappedType: String?

    init(code: RepresentableCode, file: SourceFile) {
        self.code = code
        let types = file.typeLookup
        let name = code.wrapper.typeName
        declarations = types.declared(name, orNamed: [name]).filter { $0.simpleName == name && $0.enclosingTypes.isEmpty || $0.name == name }
        methods = declarations.flatMap(\.methods)
        makeMethod = methods.first { $0.name == code.wrapper.protocol.makeMethod && !$0.isStatic }
        updateMethod = methods.first { $0.name == code.wrapper.protocol.updateMethod && !$0.isStatic }
        properties = declarations.flatMap { PropertyDeclaration.read(in: $0, tokens: file.tokens) }
        if let coordinator = code.coordinator {
            let wanted = coordinator.typeName
            var primary = types.declared(wanted, in: [name]).filter { $0.simpleName == wanted && $0.kind != "extension" && $0.enclosingTypes.last == name }
            if primary.isEmpty { primary = types.declared(wanted).filter { $0.simpleName == wanted && $0.kind != "extension" && $0.enclosingTypes.isEmpty } }
            let extensions = types.named(wanted, "\(name).\(wanted)").filter { $0.kind == "extension" && ($0.name == wanted || $0.name == "\(name).\(wanted)") }
            coordinatorDeclarations = Array(primary.prefix(1)) + extensions
        } else {
            coordinatorDeclarations = []
        }
        frameworkWrappedType = code.wrapper.wrappedType.map { TypeNames.frameworkBase(of: $0, in: types) }
    }

    var name: String { code.wrapper.typeName }
    var kind: RepresentableProtocol { code.wrapper.protocol }
    var wrappedType: String? { code.wrapper.wrappedType }
    var coordinatorMethods: [FunctionDeclaration] { coordinatorDeclarations.flatMap(\.methods) }

    /// The declaration that adds the representable conformance (the struct, or an extension).
    var primaryDeclaration: TypeDeclaration? { declarations.first { $0.line == code.line } ?? declarations.first }

    /// Lines where a `// recipes:disable` comment covers the whole representable or its coordinator.
    var declarationLines: [Int] { (declarations + coordinatorDeclarations).map(\.line) }

    /// Token ranges of the representable's and its coordinator's bodies.
    var bodies: [Range<Int>] { (declarations + coordinatorDeclarations).map(\.body) }
}
