import RecipeKit

/// One representable of a file with everything the rules look at: its declarations (extensions
/// included), lifecycle methods, stored properties, coordinator and wrapped type, all from the
/// `#if` half that compiles for its protocol's platforms.
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
    /// Methods of the coordinator and its extensions.
    let coordinatorMethods: [FunctionDeclaration]
    /// The wrapped type resolved through subclasses declared in the same file
    /// (`class PaddedField: UITextField` → `UITextField`).
    let frameworkWrappedType: String?
    /// The framework type the wrapper is about, which links it to a recipe: the wrapped type, or,
    /// when `make…` returns a generic host (`UIViewController`) that presents a controller, the
    /// presented one (`UIActivityViewController`).
    let subjectType: String?

    init(code: RepresentableCode, file: SourceFile, regions: PlatformRegions) {
        self.code = code
        let lookup = file.typeLookup
        let name = code.wrapper.typeName
        let proto = code.wrapper.protocol
        declarations = RepresentableReader.parts(named: name, protocol: proto, in: lookup, regions: regions)
        methods = RepresentableReader.methods(of: declarations, protocol: proto, regions: regions)
        makeMethod = methods.first { $0.name == proto.makeMethod && !$0.isStatic }
        updateMethod = methods.first { $0.name == proto.updateMethod && !$0.isStatic }
        let platforms = proto.platforms
        properties = declarations.flatMap { PropertyDeclaration.read(in: $0, tokens: file.tokens) }.filter {
            regions.includes($0.keyword, anyOf: platforms)
        }
        if let coordinator = code.coordinator {
            let explicit = methods.first { $0.name == "makeCoordinator" }?.returnType
            coordinatorDeclarations = RepresentableReader.coordinatorDeclarations(
                named: explicit.map(TypeNames.baseName) ?? coordinator.typeName, of: name,
                hasMakeCoordinator: explicit != nil, protocol: proto, in: lookup, regions: regions)
        } else {
            coordinatorDeclarations = []
        }
        // Subclasses of the coordinator declared in the file (`class PagingCoordinator: Coordinator`) run as it.
        let subclasses =
            coordinatorDeclarations.first.map { coordinator in
                lookup.classes(inheritingFirst: coordinator.simpleName)
            } ?? []
        coordinatorMethods = RepresentableReader.methods(of: coordinatorDeclarations + subclasses, protocol: proto, regions: regions)
        frameworkWrappedType = code.wrapper.wrappedType.map { TypeNames.frameworkBase(of: $0, in: lookup) }
        if let wrapped = frameworkWrappedType, !TypeNames.isGeneric(wrapped) {
            subjectType = wrapped
        } else {
            subjectType =
                Self.presentedController(in: (declarations + coordinatorDeclarations).map(\.body), tokens: file.tokens, types: lookup)
                ?? frameworkWrappedType
        }
    }

    /// The first specific framework controller constructed in `bodies` when they also call `present(…)`.
    private static func presentedController(in bodies: [Range<Int>], tokens: [SwiftToken], types: TypeLookup) -> String? {
        let presents = bodies.contains { body in body.contains { tokens[$0].is("present") && $0 + 1 < body.upperBound && tokens[$0 + 1].is("(") } }
        guard presents else { return nil }
        for body in bodies {
            for i in body
            where i + 1 < body.upperBound && tokens[i].kind == .identifier && tokens[i].text.first?.isUppercase == true && tokens[i + 1].is("(") {
                let base = TypeNames.frameworkBase(of: tokens[i].text, in: types)
                if base.hasSuffix("Controller"), TypeNames.isSpecificFrameworkType(base),
                    i == body.lowerBound || !TokenScan.isMemberDot(tokens[i - 1])
                {
                    return base
                }
            }
        }
        return nil
    }

    /// The full name (`Editor.Representable` for a nested type).
    var name: String { code.wrapper.typeName }
    /// The last component of `name`, as the type's own code spells it.
    var simpleName: String { TypeNames.baseName(name) }
    var kind: RepresentableProtocol { code.wrapper.protocol }
    var wrappedType: String? { code.wrapper.wrappedType }

    /// The declaration that adds the representable conformance (the struct, or an extension).
    var primaryDeclaration: TypeDeclaration? { declarations.first { $0.line == code.line } ?? declarations.first }

    /// Lines where a `// recipes:disable` comment covers the whole representable or its coordinator.
    var declarationLines: [Int] { (declarations + coordinatorDeclarations).map(\.line) }

    /// Token ranges of the representable's and its coordinator's bodies.
    var bodies: [Range<Int>] { (declarations + coordinatorDeclarations).map(\.body) }
}
