import Foundation
import RecipeKit

/// Remembers the last few detail documents laid out, so that a keystroke that scrolls or moves
/// between panes does not lay out the recipe again. A memo of a pure function: sharing it
/// between copies of a state changes no result.
final class DetailDocumentCache: @unchecked Sendable {
    private struct Key: Hashable {
        var recipeIndex: Int
        var width: Int
        var target: DeploymentTarget?
        var terms: [String]
    }

    private static let capacity = 4
    private let lock = NSLock()
    private var entries: [(key: Key, document: DetailDocument)] = []

    /// The document of recipe `index` of `catalog` for these inputs, laid out once.
    func document(catalog: Catalog, recipeIndex: Int, width: Int, target: DeploymentTarget?, terms: [String]) -> DetailDocument {
        let key = Key(recipeIndex: recipeIndex, width: width, target: target, terms: terms)
        lock.lock()
        if let hit = entries.firstIndex(where: { $0.key == key }) {
            let document = entries[hit].document
            lock.unlock()
            return document
        }
        lock.unlock()
        let document = DetailDocument(recipe: catalog.recipes[recipeIndex], width: width, target: target, terms: terms)
        lock.lock()
        entries.insert((key, document), at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
        lock.unlock()
        return document
    }
}
