/// The representable declarations of a document, found in its Swift read once: one per type name
/// and protocol (the same name on iOS and on macOS is two), each with the code blocks that declare
/// it, its coordinator and their extensions. A type declared again with the same protocol (a
/// "before / after" pair, the same wrapper grown over several blocks) is one declaration with
/// variants.
struct DocumentDeclarations {
    struct Declaration {
        var name: String
        var `protocol`: RepresentableProtocol
        /// File line of the first declaration (or conforming extension).
        var line: Int
        /// File lines of later declarations of the same type and protocol.
        var variantLines: [Int] = []
        /// The other declarations of this name (another protocol), nearest first: their lines
        /// bound which same-named types belong to this one.
        var siblingLines: [Int] = []
        /// Indices (into `DocumentCode.blocks`) of the blocks holding its types and extensions.
        var blocks: Set<Int> = []
    }

    private(set) var declarations: [Declaration] = []
    /// Declarations whose protocol was read from their `make…` method, not from their inheritance
    /// clause (a conformance through a project typealias or protocol), by index.
    private(set) var inferred: [Int: String] = [:]

    init(code: DocumentCode) {
        let summary = code.summary
        // Every conformance written on a declaration or extension, by name and protocol.
        var byKey: [String: Int] = [:]
        var namesWithProtocols: [String: [Int]] = [:]
        for type in summary.types {
            guard let proto = type.inherited.lazy.compactMap({ RepresentableProtocol(rawValue: RepresentableReader.baseName($0)) }).first else {
                continue
            }
            let name = type.simpleName
            let key = name + "\u{0}" + proto.rawValue
            if let existing = byKey[key] {
                if type.kind != "extension" { declarations[existing].variantLines.append(type.line) }
                continue
            }
            byKey[key] = declarations.count
            namesWithProtocols[name, default: []].append(declarations.count)
            declarations.append(Declaration(name: name, protocol: proto, line: type.line))
        }
        // Conformances through a typealias or a refining protocol, which only the reader resolves,
        // and conformances it cannot resolve, read from the type's `make…` method: asked about the
        // types not already found (so that the cost stays linear).
        var rest = summary
        rest.types = summary.types.filter { type in !Self.path(of: type).contains { namesWithProtocols[$0] != nil } }
        for found in RepresentableReader.representables(in: rest) where namesWithProtocols[found.wrapper.typeName] == nil {
            let name = found.wrapper.typeName, proto = found.wrapper.protocol
            if found.isInferred {
                let inherited = summary.types.first { RepresentableReader.fullName(of: $0) == name && $0.line == found.line }?.inherited ?? []
                inferred[declarations.count] =
                    "\(name)'s conformance (\(inherited.joined(separator: ", "))) is not one the importer can resolve; read as \(proto.rawValue) from its \(proto.makeMethod) method"
            }
            namesWithProtocols[name] = [declarations.count]
            declarations.append(Declaration(name: name, protocol: proto, line: found.line))
        }
        // Document order, which is the order of the recipes.
        let order = declarations.indices.sorted { declarations[$0].line < declarations[$1].line }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        declarations = order.map { declarations[$0] }
        inferred = Dictionary(uniqueKeysWithValues: inferred.map { (position[$0]!, $1) })
        namesWithProtocols = namesWithProtocols.mapValues { $0.map { position[$0]! } }
        for indices in namesWithProtocols.values where indices.count > 1 {
            for i in indices {
                declarations[i].siblingLines = indices.filter { $0 != i }.map { declarations[$0].line }
            }
        }
        // A coordinator declared at the top level belongs to the one wrapper whose makeCoordinator returns it.
        // (Not a wrapper whose own nested type has that name: its makeCoordinator returns that one.)
        var coordinatorOwners: [String: Set<Int>] = [:]
        var nestedNames: [Int: Set<String>] = [:]
        for type in summary.types where !type.enclosingTypes.isEmpty {
            for index in owners(of: type, namesWithProtocols: namesWithProtocols) where type.simpleName != declarations[index].name {
                nestedNames[index, default: []].insert(type.simpleName)
            }
        }
        for type in summary.types {
            guard let made = type.methods.first(where: { $0.name == "makeCoordinator" })?.returnType else { continue }
            let name = String(RepresentableReader.cleanType(made).split(separator: ".").last ?? "")
            for index in owners(of: type, namesWithProtocols: namesWithProtocols) where nestedNames[index]?.contains(name) != true {
                coordinatorOwners[name, default: []].insert(index)
            }
        }
        for type in summary.types {
            var found = owners(of: type, namesWithProtocols: namesWithProtocols)
            if found.isEmpty, let path = Self.path(of: type).first, let owner = coordinatorOwners[path], owner.count == 1 { found = Array(owner) }
            for index in found {
                if let block = code.block(containing: type.line) { declarations[index].blocks.insert(block) }
            }
        }
        for index in declarations.indices {
            if let block = code.block(containing: declarations[index].line) { declarations[index].blocks.insert(block) }
        }
    }

    /// The declarations a type belongs to: the representable itself, types nested in it, extensions
    /// of it or of its nested types (the innermost representable name on its path). A `Coordinator`
    /// declared at the top level belongs to none: scope decides which wrapper it serves.
    private func owners(of type: TypeDeclaration, namesWithProtocols: [String: [Int]]) -> [Int] {
        guard let candidates = Self.path(of: type).reversed().lazy.compactMap({ namesWithProtocols[$0] }).first else { return [] }
        guard candidates.count > 1 else { return candidates }
        return [nearest(candidates, to: type.line)]
    }

    /// The names a type is found under, outermost first: `extension Editor.Coordinator` → Editor, Coordinator.
    static func path(of type: TypeDeclaration) -> [String] {
        type.enclosingTypes + type.name.split(separator: ".").map(String.init)
    }

    /// Of declarations sharing a name, the one whose declaration comes last at or before `line`.
    func nearest(_ candidates: [Int], to line: Int) -> Int {
        let before = candidates.filter { declarations[$0].line <= line }
        return before.max { declarations[$0].line < declarations[$1].line } ?? candidates.min { declarations[$0].line < declarations[$1].line }!
    }

    /// True when `type` (a declaration of this declaration's name, a type nested in it or an
    /// extension) belongs to `declaration` rather than to a same-named declaration of another protocol.
    static func belongs(_ type: TypeDeclaration, to declaration: Declaration) -> Bool {
        guard !declaration.siblingLines.isEmpty else { return true }
        guard path(of: type).contains(declaration.name) else { return true }
        let all = ([declaration.line] + declaration.siblingLines).sorted()
        let owner = all.last { $0 <= type.line } ?? all[0]
        return owner == declaration.line
    }
}
