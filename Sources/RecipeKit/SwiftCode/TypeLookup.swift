/// The types of a file by name, indexed once: finding the declarations, extensions and
/// coordinator of one representable is then a few hash lookups, not a scan of every type (which
/// made a file of thousands of representables quadratic, F8).
public struct TypeLookup: Sendable {
    public let types: [TypeDeclaration]
    /// Indices into `types`, in source order: by (innermost enclosing type, or "" at the top
    /// level; simple name), and by full name.
    private let byPlace: [String: [Int]]
    private let byName: [String: [Int]]
    private let bySimpleName: [String: [Int]]
    /// By `RepresentableReader.fullName` (`Outer.Inner` for a nested type).
    private let byFullName: [String: [Int]]
    /// Classes by the base name of their first inherited type (their superclass, when it is one).
    private let byFirstInherited: [String: [Int]]
    /// Types and extensions by their innermost enclosing type.
    private let byEnclosing: [String: [Int]]

    public init(_ types: [TypeDeclaration]) {
        self.types = types
        var place: [String: [Int]] = [:], full: [String: [Int]] = [:], simple: [String: [Int]] = [:]
        var qualified: [String: [Int]] = [:], inheriting: [String: [Int]] = [:], enclosing: [String: [Int]] = [:]
        for (index, type) in types.enumerated() {
            place[Self.key(type.enclosingTypes.last ?? "", type.simpleName), default: []].append(index)
            full[type.name, default: []].append(index)
            simple[type.simpleName, default: []].append(index)
            qualified[RepresentableReader.fullName(of: type), default: []].append(index)
            if let outer = type.enclosingTypes.last { enclosing[outer, default: []].append(index) }
            if type.kind == "class", let first = type.inherited.first {
                inheriting[RepresentableReader.baseName(first), default: []].append(index)
            }
        }
        byPlace = place
        byName = full
        bySimpleName = simple
        byFullName = qualified
        byFirstInherited = inheriting
        byEnclosing = enclosing
    }

    private static func key(_ enclosing: String, _ simpleName: String) -> String { enclosing + "\u{0}" + simpleName }

    /// Types and extensions with simple name `simpleName` directly inside one of `places` (""
    /// for the top level, where `extension A.B` counts as `B`), or whose full name is one of
    /// `names` (`A.B` for `extension A.B`): in source order, each once. A superset of what a
    /// filter over every type by those names keeps, found without looking at the others.
    public func declared(_ simpleName: String, in places: [String] = [""], orNamed names: [String] = []) -> [TypeDeclaration] {
        var indices = places.flatMap { byPlace[Self.key($0, simpleName)] ?? [] }
        for name in names { indices += byName[name] ?? [] }
        return Set(indices).sorted().map { types[$0] }
    }

    /// Types and extensions with simple name `simpleName` wherever they are, in source order.
    public func declaredAnywhere(_ simpleName: String) -> [TypeDeclaration] {
        (bySimpleName[simpleName] ?? []).map { types[$0] }
    }

    /// Types and extensions whose full name is one of `names`, in source order, each once.
    public func named(_ names: String...) -> [TypeDeclaration] {
        Set(names.flatMap { byName[$0] ?? [] }).sorted().map { types[$0] }
    }

    /// Types and extensions whose full name (`RepresentableReader.fullName`) is `name`, in source order.
    public func withFullName(_ name: String) -> [TypeDeclaration] {
        (byFullName[name] ?? []).map { types[$0] }
    }

    /// Types and extensions declared directly inside a type (or an extension) whose simple name is
    /// `outer`, in source order.
    public func nested(in outer: String) -> [TypeDeclaration] {
        (byEnclosing[outer] ?? []).map { types[$0] }
    }

    /// Classes whose first inherited type is `name` (subclasses, when `name` is a class), in source order.
    public func classes(inheritingFirst name: String) -> [TypeDeclaration] {
        (byFirstInherited[name] ?? []).map { types[$0] }
    }
}
