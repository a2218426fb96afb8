import Foundation
import RecipeKit
import RecipeTUI

/// The table of `recipes list`: id, wrapped type, platform, minimum, native API, title. Given a
/// terminal width it fits it, cutting a long native list, then the title, then the native and
/// wrapped-type columns, never the id, and leaves out a platform column that is the same on every row; without one (a
/// pipe) every cell and column is whole. Recipes imported from the user's own documents add a
/// SOURCE column (file:line), so that equal titles from different files stay apart.
struct RecipeTable {
    var recipes: [Recipe]
    var target: DeploymentTarget?
    var style: Style

    private static let idColumn = 0, platformColumn = 2, nativeColumn = 4, titleColumn = 5

    /// The header and one line per recipe.
    func lines(width: Int?) -> [String] {
        let showSource = Self.hasImported(recipes)
        let header = ["ID", "WRAPS", "PLATFORM", "MIN", target.map { "NATIVE AT \($0)" } ?? "NATIVE", "TITLE"] + (showSource ? ["SOURCE"] : [])
        var rows = recipes.map { cells($0, source: showSource) }
        let columns = header.count
        var widths = (0..<columns).map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        if let width {
            // On a terminal, a platform column that says the same on every row says nothing.
            if Set(rows.map { $0[Self.platformColumn] }).count == 1 { widths[Self.platformColumn] = 0 }
            fit(&widths, to: width)
        }
        var headerCells = header
        let kept = (0..<columns).filter { widths[$0] != 0 }
        for column in (0..<columns).reversed() where widths[column] == 0 {
            widths.remove(at: column)
            headerCells.remove(at: column)
            for index in rows.indices { rows[index].remove(at: column) }
        }
        let lastColumn = widths.count - 1
        let nativeColumn = kept.firstIndex(of: Self.nativeColumn) ?? -1
        func line(_ cells: [String], styled: (Int, String) -> String) -> String {
            cells.enumerated().map { column, cell in
                let cut = DisplayWidth.of(cell) > widths[column] ? DisplayWidth.truncate(cell, to: widths[column]) : cell
                let padded = column == lastColumn ? cut : cut + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cut)))
                return styled(column, padded)
            }.joined(separator: "  ")
        }
        return [line(headerCells) { _, text in style.dim(text) }]
            + rows.map { row in
                line(row) { column, text in
                    switch column {
                    case Self.idColumn: style.title(text)
                    case nativeColumn where nativeColumn >= 0 && row[nativeColumn] != "-": style.good(text)
                    default: text
                    }
                }
            }
    }

    /// The cells of one recipe, safe for a terminal.
    private func cells(_ recipe: Recipe, source: Bool) -> [String] {
        let native: [PreferNative] = target.map(recipe.nativeAlternatives) ?? recipe.preferNative
        let nativeText =
            native.isEmpty
            ? "-"
            : native.map { note in
                let version = note.since.map { "\(note.platform.rawValue) \($0)+" }
                let details = [version, note.coverage == .partial ? "partial" : nil].compactMap { $0 }
                return String(note.api.prefix { $0 != "(" }) + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            }.joined(separator: ", ")
        var cells = [
            recipe.id, recipe.wrapper?.wrappedType ?? "-", recipe.platform.rawValue,
            recipe.minimumTarget?.version.description ?? "-", nativeText, recipe.title
        ]
        if source { cells.append("\(URL(fileURLWithPath: recipe.source.path).lastPathComponent):\(recipe.source.line)") }
        return cells.map { TerminalText.visible($0, singleLine: true) }
    }

    /// True when a recipe comes from outside the bundled library.
    private static func hasImported(_ recipes: [Recipe]) -> Bool {
        let bundled = BundledRecipes.folder().map { URL(fileURLWithPath: $0).standardized.path + "/" }
        return recipes.contains { recipe in bundled.map { !URL(fileURLWithPath: recipe.source.path).standardized.path.hasPrefix($0) } ?? true }
    }

    /// Narrows a long native list to 40 columns, then the title to 16, the native list to 10 and
    /// the wrapped type to 8; when that is not enough, leaves out the wrapped type, then the
    /// minimum, and narrows the title to 8.
    private func fit(_ widths: inout [Int], to width: Int) {
        func overflow() -> Int { widths.reduce(2 * (widths.filter { $0 > 0 }.count - 1), +) - width }
        for (column, floor) in [(Self.nativeColumn, 40), (Self.titleColumn, 16), (Self.nativeColumn, 10), (1, 8)]
        where overflow() > 0 && widths[column] > floor {
            widths[column] -= min(overflow(), widths[column] - floor)
        }
        for column in [1, 3] where overflow() > 0 { widths[column] = 0 }
        if overflow() > 0 { widths[Self.titleColumn] = max(8, widths[Self.titleColumn] - overflow()) }
    }
}
