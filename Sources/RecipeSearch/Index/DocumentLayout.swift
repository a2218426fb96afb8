import RecipeKit

/// Which texts of a catalog are indexed (units) and how they form documents: a recipe document
/// holds all its units; a pitfall or prefer-native document holds its own units plus the
/// recipe's title, type names, tags and frameworks as context, so that "map jumps back" can land on
/// a pitfall of the map recipe whose own text never says "map".
struct DocumentLayout {
    var unitText: [String] = []
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

    /// True for the fields copied into pitfall and prefer-native documents.
    static func isContext(_ field: SearchField) -> Bool {
        switch field {
        case .title, .wrapperType, .wrappedType, .tag, .framework: true
        default: false
        }
    }

    /// The units of one recipe while its documents are being laid out.
    private struct RecipeUnits {
        var own: [Int32] = []
        var context: [Int32] = []
        var pitfalls: [[Int32]]
        var natives: [[Int32]]
    }

    /// The layout of `catalog`; a large one laid out in parts on all cores, joined in order.
    init(_ catalog: borrowing Catalog) {
        let recipes = catalog.recipes
        guard recipes.count >= 200 else {
            self.init(recipes, 0..<recipes.count)
            return
        }
        let parts = Parallel.chunks(recipes.count, parts: Parallel.coreCount * 2)
        let pieces = Parallel.map(parts.count) { DocumentLayout(recipes, parts[$0]) }
        self.init()
        for piece in pieces { append(piece) }
    }

    private init() {}

    /// The layout of `recipes[range]`, recipes numbered as in `recipes`, units and documents from 0.
    private init(_ recipes: [Recipe], _ range: Range<Int>) {
        for r in range {
            let recipe = recipes[r]
            var units = RecipeUnits(
                pitfalls: Array(repeating: [], count: recipe.pitfalls.count),
                natives: Array(repeating: [], count: recipe.preferNative.count))
            addUnit(.title, 0, recipe, r, &units)
            addUnit(.summary, 0, recipe, r, &units)
            addUnit(.wrapperType, 0, recipe, r, &units)
            addUnit(.wrappedType, 0, recipe, r, &units)
            addUnit(.coordinatorType, 0, recipe, r, &units)
            for i in (recipe.coordinator?.protocols ?? []).indices { addUnit(.coordinatorProtocol, i, recipe, r, &units) }
            for i in recipe.delegateMethods.indices { addUnit(.delegateSelector, i, recipe, r, &units) }
            for i in recipe.pitfalls.indices {
                addUnit(.pitfallTitle, i, recipe, r, &units)
                addUnit(.pitfallText, i, recipe, r, &units)
            }
            for i in recipe.preferNative.indices {
                addUnit(.preferNativeAPI, i, recipe, r, &units)
                addUnit(.preferNativeText, i, recipe, r, &units)
            }
            for i in recipe.tags.indices { addUnit(.tag, i, recipe, r, &units) }
            for i in recipe.frameworks.indices { addUnit(.framework, i, recipe, r, &units) }
            addUnit(.platform, 0, recipe, r, &units)
            addUnit(.minimumTarget, 0, recipe, r, &units)
            for i in recipe.codeBlocks.indices { addUnit(.code, i, recipe, r, &units) }
            for i in recipe.notes.indices { addUnit(.note, i, recipe, r, &units) }
            addUnit(.noNativeReplacement, 0, recipe, r, &units)

            recipeDoc.append(Int32(docKind.count))
            addDocument(.recipe, r, -1, units.own, [])
            for (i, own) in units.pitfalls.enumerated() { addDocument(.pitfall, r, i, own, units.context) }
            for (i, own) in units.natives.enumerated() { addDocument(.preferNative, r, i, own, units.context) }
        }
    }

    /// Adds `piece` (laid out on its own, units and documents from 0) after what is here.
    private mutating func append(_ piece: DocumentLayout) {
        let unitBase = Int32(unitField.count), docBase = Int32(docKind.count), slotBase = Int32(docUnits.count)
        unitText += piece.unitText
        unitField += piece.unitField
        unitRecipe += piece.unitRecipe
        unitElement += piece.unitElement
        docKind += piece.docKind
        docRecipe += piece.docRecipe
        docElement += piece.docElement
        docUnitStart += piece.docUnitStart.dropFirst().map { $0 + slotBase }
        docUnits += piece.docUnits.map { $0 + unitBase }
        docUnitIsContext += piece.docUnitIsContext
        recipeDoc += piece.recipeDoc.map { $0 + docBase }
    }

    /// Records one field text of `recipe` as a unit. (A method rather than a closure nested in
    /// `init`: the nested form crashes the Swift 6.3 optimizer in release builds.)
    private mutating func addUnit(_ field: SearchField, _ element: Int, _ recipe: Recipe, _ r: Int, _ units: inout RecipeUnits) {
        guard let text = field.text(of: recipe, element: element), !text.isEmpty else { return }
        let unit = Int32(unitField.count)
        unitText.append(text)
        unitField.append(field)
        unitRecipe.append(Int32(r))
        unitElement.append(Int32(element))
        units.own.append(unit)
        if Self.isContext(field) { units.context.append(unit) }
        if field == .pitfallTitle || field == .pitfallText { units.pitfalls[element].append(unit) }
        if field == .preferNativeAPI || field == .preferNativeText { units.natives[element].append(unit) }
    }

    private mutating func addDocument(_ kind: SearchHit.Kind, _ recipe: Int, _ element: Int, _ own: [Int32], _ context: [Int32]) {
        docKind.append(kind)
        docRecipe.append(Int32(recipe))
        docElement.append(Int32(element))
        docUnits += own
        docUnitIsContext.append(contentsOf: repeatElement(false, count: own.count))
        docUnits += context
        docUnitIsContext.append(contentsOf: repeatElement(true, count: context.count))
        docUnitStart.append(Int32(docUnits.count))
    }
}
