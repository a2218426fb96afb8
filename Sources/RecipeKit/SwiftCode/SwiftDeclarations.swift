/// A type declaration (or extension) found in Swift source.
public struct TypeDeclaration: Hashable, Sendable {
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    public var kind: String
    /// The declared (or extended) name as written, e.g. `Coordinator` or `TrailMap.Coordinator`.
    public var name: String
    /// Names of the enclosing types, outermost first (beyond `SwiftCodeReader.maximumEnclosingNames`
    /// levels, the outermost and the innermost ones).
    public var enclosingTypes: [String]
    /// The inheritance clause, each entry without attributes (`@preconcurrency`, `@MainActor`).
    public var inherited: [String]
    /// Attributes written before the declaration (`@MainActor`, `@objc`).
    public var attributes: [String]
    public var line: Int
    public var column: Int
    /// Token indices of the body, braces excluded.
    public var body: Range<Int>
    public var methods: [FunctionDeclaration]
    /// `typealias NAME = TYPE` declared directly in the body.
    public var typeAliases: [String: String]

    /// The last component of `name` (`Coordinator` for `TrailMap.Coordinator`).
    public var simpleName: String { String(simpleNamePiece) }

    /// True when `simpleName` is `candidate`, compared without making a String.
    func hasSimpleName(_ candidate: String) -> Bool { simpleNamePiece == candidate }

    private var simpleNamePiece: Substring { name.lastPiece(separatedBy: ".") ?? Substring(name) }
}

/// A function declared directly in a type's body.
public struct FunctionDeclaration: Hashable, Sendable {
    public var name: String
    /// External argument labels, `_` for unlabeled ones.
    public var labels: [String]
    /// The parameter types as written, one per label.
    public var parameterTypes: [String]
    /// The return type as written, nil when the function returns nothing.
    public var returnType: String?
    /// Modifiers and attributes before `func` (`static`, `private`, `@objc`).
    public var modifiers: [String]
    /// The source line holding `func`, trimmed.
    public var signature: String
    public var line: Int
    public var column: Int
    /// Token indices of the body, braces excluded; empty when there is no body.
    public var body: Range<Int>

    /// The Objective-C style selector, e.g. `mapView(_:regionDidChangeAnimated:)`.
    public var selector: String {
        "\(name)(" + labels.map { "\($0):" }.joined() + ")"
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// The declarations of one Swift source text.
public struct SwiftSourceSummary: Sendable {
    public var tokens: [SwiftToken]
    /// Every type and extension, in source order, nested ones included.
    public var types: [TypeDeclaration]
    /// Functions declared outside every type (a `make…` method shown on its own), in source order.
    public var functions: [FunctionDeclaration]
    /// Modules named by `import` declarations.
    public var imports: [String]
    /// Platforms and versions named in `@available(…)` and `#available(…)`.
    public var availability: [DeploymentTarget]
    /// The line of each entry of `availability`.
    public var availabilityLines: [Int]
    /// For each opening bracket of `tokens`, the index of the token that closes it (-1 when none
    /// does), matched per bracket kind as `SwiftBrackets.closing` counts them: the reader's table,
    /// kept for later readers of the same tokens.
    public var closers: [Int]
}
