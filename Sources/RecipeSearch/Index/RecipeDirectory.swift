import RecipeKit

/// What results show and filters test of each recipe, pitfall and prefer-native note, without the
/// catalog: names, titles, source lines, platforms and versions, and the load's diagnostics. An
/// index read from the cache answers and prints a search from this alone.
struct RecipeDirectory: Sendable {
    let recipeID: TextTable
    let recipeTitle: TextTable
    let recipePath: TextTable
    let recipeLine: Column<Int32>
    /// `Platform.allCases` index of each recipe's platform.
    let recipePlatform: Column<UInt8>
    /// The minimum target's version when it is on the recipe's platform (`VersionCode`).
    let recipeMinimum: Column<Int32>
    /// What messages call the recipe: the type name its title starts with (`UIActivityViewController`
    /// share sheet), else its wrapped type, else empty (use the id).
    let recipeName: TextTable

    /// `pitfallStart[r]..<pitfallStart[r + 1]` are recipe r's pitfalls.
    let pitfallStart: Column<Int32>
    let pitfallID: TextTable
    /// The lead-in; empty when the pitfall has none.
    let pitfallTitle: TextTable
    let pitfallLine: Column<Int32>

    /// `nativeStart[r]..<nativeStart[r + 1]` are recipe r's prefer-native notes.
    let nativeStart: Column<Int32>
    let nativeAPI: TextTable
    let nativeLine: Column<Int32>
    let nativePlatform: Column<UInt8>
    let nativeSince: Column<Int32>
    /// The version the API is deprecated in (`VersionCode`, -1 for none).
    let nativeDeprecated: Column<Int32>
    /// 1 when the note fully replaces the wrapper, 0 when it covers only part of it.
    let nativeReplaces: Column<UInt8>

    /// `delegateStart[r]..<delegateStart[r + 1]` are recipe r's delegate methods.
    let delegateStart: Column<Int32>
    let delegateSelector: TextTable
    /// The declaring protocol; empty when unknown.
    let delegateProtocol: TextTable
    let delegateLine: Column<Int32>

    let diagnosticPath: TextTable
    let diagnosticLine: Column<Int32>
    /// `Diagnostic.Severity` as 0 note, 1 warning, 2 error.
    let diagnosticSeverity: Column<UInt8>
    let diagnosticMessage: TextTable

    var recipeCount: Int { recipeLine.count }

    /// The catalog's diagnostics as loaded.
    func diagnostics() -> [Diagnostic] {
        (0..<diagnosticLine.count).map {
            Diagnostic(
                path: diagnosticPath[$0], line: Int(diagnosticLine[$0]), severity: Self.severities[Int(diagnosticSeverity[$0])],
                message: diagnosticMessage[$0])
        }
    }

    static let severities: [Diagnostic.Severity] = [.note, .warning, .error]
}

extension RecipeDirectory {
    /// The directory of `catalog`.
    init(_ catalog: Catalog) {
        let recipes = catalog.recipes
        let pitfalls = recipes.flatMap { $0.pitfalls }
        let natives = recipes.flatMap { $0.preferNative }
        recipeID = TextTable(recipes.map { $0.id })
        recipeTitle = TextTable(recipes.map { $0.title })
        recipePath = TextTable(recipes.map { $0.source.path })
        recipeLine = Column(recipes.map { Int32(clamping: $0.source.line) })
        recipePlatform = Column(recipes.map { VersionCode.platform($0.platform) })
        recipeMinimum = Column(
            recipes.map { recipe in
                VersionCode.code(recipe.minimumTarget.flatMap { $0.platform == recipe.platform ? $0.version : nil })
            })
        recipeName = TextTable(recipes.map(Self.name))
        pitfallStart = Column(Self.starts(recipes.map { $0.pitfalls.count }))
        pitfallID = TextTable(pitfalls.map { $0.id })
        pitfallTitle = TextTable(pitfalls.map { $0.title ?? "" })
        pitfallLine = Column(pitfalls.map { Int32(clamping: $0.line) })
        nativeStart = Column(Self.starts(recipes.map { $0.preferNative.count }))
        nativeAPI = TextTable(natives.map { $0.api })
        nativeLine = Column(natives.map { Int32(clamping: $0.line) })
        nativePlatform = Column(natives.map { VersionCode.platform($0.platform) })
        nativeSince = Column(natives.map { VersionCode.code($0.since) })
        nativeDeprecated = Column(natives.map { VersionCode.code($0.deprecated) })
        nativeReplaces = Column(natives.map { $0.coverage == .replaces ? 1 : 0 })
        let delegates = recipes.flatMap { $0.delegateMethods }
        delegateStart = Column(Self.starts(recipes.map { $0.delegateMethods.count }))
        delegateSelector = TextTable(delegates.map { $0.selector })
        delegateProtocol = TextTable(delegates.map { $0.protocol ?? "" })
        delegateLine = Column(delegates.map { Int32(clamping: $0.line) })
        let diagnostics = catalog.diagnostics
        diagnosticPath = TextTable(diagnostics.map { $0.path })
        diagnosticLine = Column(diagnostics.map { Int32(clamping: $0.line) })
        diagnosticSeverity = Column(diagnostics.map { UInt8(Self.severities.firstIndex(of: $0.severity)!) })
        diagnosticMessage = TextTable(diagnostics.map { $0.message })
    }

    /// The first word of the title when it is a type name (letters and digits, two capitals or
    /// more: `MKMapView`, `UIActivityViewController`), else the wrapped type, else "".
    static func name(of recipe: Recipe) -> String {
        let first = recipe.title.prefix { !$0.isWhitespace }
        if first.count > 2, first.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), first.filter(\.isUppercase).count >= 2 {
            return String(first)
        }
        return recipe.wrapper?.wrappedType ?? ""
    }

    /// Running totals: `[0, c0, c0 + c1, …]`.
    private static func starts(_ counts: [Int]) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + Int32(count)) }
        return starts
    }
}

/// Platforms and versions as small integers for the directory's columns.
enum VersionCode {
    /// -1 for no version, else major, minor and patch in 16, 8 and 8 bits (parts clamped).
    static func code(_ version: OSVersion?) -> Int32 {
        guard let version else { return -1 }
        let major = Int32(clamping: min(max(version.major, 0), 0x7FFF))
        let minor = Int32(clamping: min(max(version.minor, 0), 0xFF))
        let patch = Int32(clamping: min(max(version.patch, 0), 0xFF))
        return major << 16 | minor << 8 | patch
    }

    static func version(_ code: Int32) -> OSVersion? {
        code < 0 ? nil : OSVersion(Int(code >> 16), Int(code >> 8 & 0xFF), Int(code & 0xFF))
    }

    static func platform(_ platform: Platform) -> UInt8 {
        UInt8(Platform.allCases.firstIndex(of: platform)!)
    }
}

extension RecipeDirectory {
    /// Bytes held by the directory's texts and columns (about: one byte or four per value).
    var byteCount: Int {
        let texts = [
            recipeID, recipeTitle, recipePath, recipeName, pitfallID, pitfallTitle, nativeAPI, delegateSelector, delegateProtocol,
            diagnosticPath, diagnosticMessage
        ]
        let columns = [
            recipeLine.count, recipeMinimum.count, pitfallStart.count, pitfallLine.count, nativeStart.count, nativeLine.count,
            nativeSince.count, nativeDeprecated.count, delegateStart.count, delegateLine.count, diagnosticLine.count
        ]
        return texts.reduce(0) { $0 + $1.bytes.count + 4 * $1.start.count } + 4 * columns.reduce(0, +)
            + recipePlatform.count + nativePlatform.count + nativeReplaces.count + diagnosticSeverity.count
    }
}
