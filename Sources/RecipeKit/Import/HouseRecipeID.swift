import Foundation

/// The id of a house recipe: its file name without the extension (`Recipes/map-view.md` → `map-view`).
enum HouseRecipeID {
    /// The id for the recipe read from `path`: a plain file name is split on bytes, any other
    /// through `URL`.
    static func make(path: String) -> String {
        PlainFileName(lastComponentOf: path)?.stem ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
