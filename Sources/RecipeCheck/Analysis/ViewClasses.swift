import RecipeKit

/// The classes a representable's wrapped view may be, for the rules that read what the view does
/// with a write.
enum ViewClasses {
    /// The classes declared in this file that the wrapped view may be, with their superclasses
    /// declared here: the wrapped type's, and those `make…` constructs
    /// (`MenuTextView(delegate: delegate)` returned as a `UITextView`).
    static func declared(_ context: RuleContext) -> [TypeDeclaration] {
        let types = context.file.typeLookup, tokens = context.tokens
        var names: [String] = context.unit.wrappedType.map { [TypeNames.baseName($0)] } ?? []
        if let make = context.unit.makeMethod {
            for j in make.body where j + 1 < make.body.upperBound && tokens[j].kind == .identifier && tokens[j + 1].is("(") {
                if !names.contains(tokens[j].text) { names.append(tokens[j].text) }
            }
        }
        return names.flatMap { TypeNames.declaredClasses(from: $0, in: types) }
    }
}
