import RecipeKit

/// What a result line shows of a hit, read from the index (which may have been opened from the
/// cache without its catalog).
public struct HitDescription: Sendable, Hashable {
    public var recipeID: String
    public var recipeTitle: String
    /// The recipe's file.
    public var path: String
    /// The line of the pitfall or prefer-native note, else of the recipe.
    public var line: Int
    /// For a pitfall hit: its id and lead-in (nil when it has none).
    public var pitfallID: String?
    public var pitfallTitle: String?
    /// For a delegate method's entry: its selector and declaring protocol (nil when unknown).
    public var delegateSelector: String?
    public var delegateProtocol: String?
    /// For a prefer-native hit: the API, its platform and the version it appeared in.
    public var nativeAPI: String?
    public var nativePlatform: Platform?
    public var nativeSince: OSVersion?

    init(_ hit: SearchHit, _ directory: RecipeDirectory) {
        let r = hit.recipeIndex
        recipeID = directory.recipeID[r]
        recipeTitle = directory.recipeTitle[r]
        path = directory.recipePath[r]
        line = Int(directory.recipeLine[r])
        if let p = hit.pitfallIndex.map({ Int(directory.pitfallStart[r]) + $0 }) {
            pitfallID = directory.pitfallID[p]
            let title = directory.pitfallTitle[p]
            pitfallTitle = title.isEmpty ? nil : title
            line = Int(directory.pitfallLine[p])
        }
        if let m = hit.delegateMethodIndex.map({ Int(directory.delegateStart[r]) + $0 }), m < Int(directory.delegateStart[r + 1]) {
            delegateSelector = directory.delegateSelector[m]
            let owner = directory.delegateProtocol[m]
            delegateProtocol = owner.isEmpty ? nil : owner
            line = Int(directory.delegateLine[m])
        }
        if let n = hit.preferNativeIndex.map({ Int(directory.nativeStart[r]) + $0 }) {
            nativeAPI = directory.nativeAPI[n]
            nativePlatform = Platform.allCases[Int(directory.nativePlatform[n])]
            nativeSince = VersionCode.version(directory.nativeSince[n])
            line = Int(directory.nativeLine[n])
        }
    }
}
