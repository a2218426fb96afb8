import RecipeKit

/// The columns the widest row of each kind would like, measured once per catalog: the list pane
/// is sized from them (up to its share of the terminal) instead of a fixed width.
struct ListRowWidths: Sendable {
    /// A recipe row: star, title, wrapped type, platform and native API.
    let recipe: Int
    /// A pitfall or native-note row: star, marker, its title, then its recipe's title.
    let pitfall: Int

    /// Widths past this are never asked for: the share of the terminal caps them anyway.
    static let cap = 160

    init(_ catalog: Catalog) {
        var recipe = 0
        var pitfall = 0
        for entry in catalog.recipes {
            let title = DisplayWidth.of(entry.title)
            let wrapped = entry.wrapper?.wrappedType.map { min(ListColumns.typeCap, DisplayWidth.of($0)) + 1 } ?? 0
            let native = entry.preferNative.map { min(ListColumns.nativeCap, DisplayWidth.of($0.api) + 2) + 1 }.max() ?? 0
            recipe = max(recipe, 2 + title + wrapped + 6 + native)
            for item in entry.pitfalls {
                let shown = item.title.map { DisplayWidth.of($0) } ?? min(80, item.text.utf8.count)
                pitfall = max(pitfall, 3 + shown + 3 + title)
            }
            if recipe >= Self.cap, pitfall >= Self.cap { break }
        }
        self.recipe = min(Self.cap, recipe)
        self.pitfall = min(Self.cap, pitfall)
    }
}

/// Which columns a list's recipe rows show, from the rows it holds: a column that is the same on
/// every row (the platform, when every row is iOS) is dropped, the others sized to the widest.
public struct ListColumns: Hashable, Sendable {
    /// The wrapped type's column (0: none of the rows has one).
    public var typeWidth = 0
    /// False when every row is of one platform.
    public var showsPlatform = false
    /// The native API's column, marker included (0: no row names one at the target).
    public var nativeWidth = 0

    /// The widest wrapped-type column.
    static let typeCap = 18
    /// The widest native column.
    static let nativeCap = 16

    public init() {}

    /// The columns for `rows` of `facts` at `target`.
    init(rows: [ListRow], facts: [RecipeFacts], target: DeploymentTarget?) {
        var platform: Platform?
        // Fields read in place: copying each recipe's facts would retain and release its arrays.
        for row in rows where row.kind == .recipe {
            let index = row.recipeIndex
            typeWidth = max(typeWidth, min(Self.typeCap, facts[index].wrappedColumns))
            let rowPlatform = facts[index].platform
            if let platform, platform != rowPlatform { showsPlatform = true }
            platform = platform ?? rowPlatform
            if let target, let native = facts[index].native(at: target) {
                nativeWidth = max(nativeWidth, min(Self.nativeCap, DisplayWidth.of(native.api) + 2))
            }
        }
    }
}
