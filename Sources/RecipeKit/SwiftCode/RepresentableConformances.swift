/// The names a project uses for the representable protocols: a `typealias` of one
/// (`typealias UXViewRepresentable = NSViewRepresentable`, often one per `#if` half) and a project
/// protocol that refines one (`protocol MeasuringViewRepresentable: ViewRepresentableType`).
///
/// Gathered from every file of a project first, since the alias and its users often live in
/// different files; a name declared once per platform stands for each of its protocols.
public struct RepresentableConformances: Sendable {
    /// One `typealias NAME = …` or `protocol NAME: …` declaration, before resolution.
    public struct Declaration: Hashable, Sendable {
        public var name: String
        /// The aliased type or the refined protocols, each by its last name component.
        public var targets: [String]
    }

    /// Project names and the representable protocols each stands for.
    public private(set) var protocolsByName: [String: [RepresentableProtocol]] = [:]

    /// No project names: only the SDK's protocol names count.
    public static let none = RepresentableConformances(declarations: [])

    /// Resolves `declarations` (from any number of files) through chains of aliases and protocols.
    public init(declarations: [Declaration]) {
        var changed = true
        while changed {
            changed = false
            for declaration in declarations {
                let protocols = declaration.targets.flatMap { self.protocols(named: $0) }
                var known = protocolsByName[declaration.name] ?? []
                for proto in protocols where !known.contains(proto) { known.append(proto); changed = true }
                if !known.isEmpty { protocolsByName[declaration.name] = known }
            }
        }
    }

    /// The protocols `name` stands for: itself when it is one, else what the project declared.
    public func protocols(named name: String) -> [RepresentableProtocol] {
        if let proto = RepresentableProtocol(rawValue: name) { return [proto] }
        return protocolsByName[name] ?? []
    }

    /// True when `summary` may declare a name for a representable protocol (the cheap test before
    /// `declarations(in:)`).
    public static func mayDeclare(in summary: SwiftSourceSummary) -> Bool {
        summary.types.contains { $0.kind == "protocol" } || summary.tokens.contains { $0.is("typealias") }
    }

    /// The aliases and protocols declared in `summary` whose targets may lead to a representable
    /// protocol; resolution happens in `init(declarations:)`.
    public static func declarations(in summary: SwiftSourceSummary) -> [Declaration] {
        var result: [Declaration] = []
        for type in summary.types where type.kind == "protocol" && !type.inherited.isEmpty {
            result.append(Declaration(name: type.simpleName, targets: type.inherited.map(RepresentableReader.baseName)))
        }
        let tokens = summary.tokens
        var i = 0
        while i + 3 < tokens.count {
            defer { i += 1 }
            guard tokens[i].is("typealias"), tokens[i + 1].kind == .identifier, tokens[i + 2].is("=") else { continue }
            // The aliased type runs to the end of the line: `A`, `SwiftUI.A`, `A & B`.
            var targets: [String] = []
            var j = i + 3
            while j < tokens.count, tokens[j].line == tokens[i].line {
                let t = tokens[j]
                if t.kind == .identifier, j + 1 >= tokens.count || !tokens[j + 1].is(".") || tokens[j + 1].line != t.line { targets.append(t.text) }
                j += 1
            }
            if !targets.isEmpty { result.append(Declaration(name: tokens[i + 1].text, targets: targets)) }
        }
        return result
    }
}
