import RecipeKit

/// Which texts of a catalog are indexed (units) and how they form documents: a recipe document
/// holds all its units; a pitfall or prefer-native document holds its own units plus the
/// recipe's title, type names, tags and frameworks as context, so that "map jumps back" can land on
/// a pitfall of the map recipe whose own text never says "map".
struct DocumentLayout {
    var unitField: [SearchField] = []
    var unitRecipe: [Int32] = []
    var unitElement: [Int32] = []
    var docKind: [SearchHit.Kind] = []
    var docRecipe: [Int32] = []
    var docElement: [Int32] = []
    var docUnitStart: [Int32] = [0]
    var docUnits: [Int32] = []
    var docUnitIsContext: [Bool] = []
    var recipeDoc: [Int32] = []

    /// Fields copied into pitfall and prefer-native documents.
    static let contextFields: Set<SearchField> = [.title, .wrapperType, .wrappedType, .tag, .framework]

    init(_ catalog: Catalog) {
        for (r, recipe) in catalog.recipes.enumerated() {
            var own: [Int32] = []
            var context: [Int32] = []
            var pitfallUnits = [[Int32]](repeating: [], count: recipe.pitfalls.count)
            var nativeUnits = [[Int32]](repeating: [], count: recipe.preferNative.count)
            func add(_ field: SearchField, _ element: Int) {
                guard let text = field.text(of: recipe, element: element), !text.isEmpty else { return }
                let unit = Int32(unitField.count)
                unitField.append(field)
                unitRecipe.append(Int32(r))
                unitElement.append(Int32(element))
                own.append(unit)
                if Self.contextFields.contains(field) { context.append(unit) }
                if field == .pitfallTitle || field == .pitfallText { pitfallUnits[element].append(unit) }
                if field == .preferNativeAPI || field == .preferNativeText { nativeUnits[element].append(unit) }
            }
            add(.title, 0)
            add(.summary, 0)
            add(.wrapperType, 0)
            add(.wrappedType, 0)
            add(.coordinatorType, 0)
            for i in (recipe.coordinator?.protocols ?? []).indices { add(.coordinatorProtocol, i) }
            for i in recipe.delegateMethods.indices { add(.delegateSelector, i) }
            for i in recipe.pitfalls.indices {
                add(.pitfallTitle, i)
                add(.pitfallText, i)
            }
            for i in recipe.preferNative.indices {
                add(.preferNativeAPI, i)
                add(.preferNativeText, i)
            }
            for i in recipe.tags.indices { add(.tag, i) }
            for i in recipe.frameworks.indices { add(.framework, i) }
            add(.platform, 0)
            add(.minimumTarget, 0)
            for i in recipe.codeBlocks.indices { add(.code, i) }
            for i in recipe.notes.indices { add(.note, i) }
            add(.noNativeReplacement, 0)

            recipeDoc.append(Int32(docKind.count))
            addDocument(.recipe, r, -1, own, [])
            for (i, units) in pitfallUnits.enumerated() { addDocument(.pitfall, r, i, units, context) }
            for (i, units) in nativeUnits.enumerated() { addDocument(.preferNative, r, i, units, context) }
        }
    }

    private mutating func addDocument(_ kind: SearchHit.Kind, _ recipe: Int, _ element: Int, _ own: [Int32], _ context: [Int32]) {
        docKind.append(kind)
        docRecipe.append(Int32(recipe))
        docElement.append(Int32(element))
        docUnits += own
        docUnitIsContext += Array(repeating: false, count: own.count)
        docUnits += context
        docUnitIsContext += Array(repeating: true, count: context.count)
        docUnitStart.append(Int32(docUnits.count))
    }
}
