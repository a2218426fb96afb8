import RecipeKit

/// A searchable text of a recipe. Fields that hold lists (pitfalls, code blocks, tags…) are
/// addressed together with an element index into that list.
public enum SearchField: String, Sendable, Codable, CaseIterable, Comparable {
    case title
    case wrapperType
    case wrappedType
    case coordinatorType
    case coordinatorProtocol
    case delegateSelector
    case pitfallTitle
    case preferNativeAPI
    case tag
    case framework
    case platform
    case minimumTarget
    case pitfallText
    case summary
    case preferNativeText
    case note
    case noNativeReplacement
    case code

    /// The BM25F weight of the field: names and titles count most, code least.
    public var weight: Double {
        switch self {
        case .title: 3.0
        case .wrapperType, .wrappedType, .pitfallTitle: 2.5
        case .coordinatorType, .coordinatorProtocol, .delegateSelector, .preferNativeAPI, .tag: 2.0
        case .framework: 1.5
        case .platform, .minimumTarget: 1.0
        case .pitfallText: 1.2
        case .summary: 1.0
        case .preferNativeText, .note, .noNativeReplacement: 0.8
        case .code: 0.4
        }
    }

    /// True for running text, where a snippet around the match is worth showing.
    public var isLongText: Bool {
        switch self {
        case .pitfallText, .summary, .preferNativeText, .note, .noNativeReplacement, .code: true
        default: false
        }
    }

    /// Code fields drop Swift keywords when indexed.
    var isCode: Bool { self == .code }

    /// The original text of this field in `recipe` (element `element` for list fields), or nil.
    public func text(of recipe: Recipe, element: Int = 0) -> String? {
        func item<T>(_ list: [T], _ value: (T) -> String?) -> String? {
            list.indices.contains(element) ? value(list[element]) : nil
        }
        switch self {
        case .title: return recipe.title
        case .summary: return recipe.summary
        case .wrapperType: return recipe.wrapper?.typeName
        case .wrappedType: return recipe.wrapper?.wrappedType
        case .coordinatorType: return recipe.coordinator?.typeName
        case .coordinatorProtocol: return item(recipe.coordinator?.protocols ?? []) { $0 }
        case .delegateSelector: return item(recipe.delegateMethods) { $0.selector }
        case .pitfallTitle: return item(recipe.pitfalls) { $0.title }
        case .pitfallText: return item(recipe.pitfalls) { $0.text }
        case .preferNativeAPI: return item(recipe.preferNative) { $0.api }
        case .preferNativeText: return item(recipe.preferNative) { $0.text }
        case .code: return item(recipe.codeBlocks) { $0.code }
        case .tag: return item(recipe.tags) { $0 }
        case .framework: return item(recipe.frameworks) { $0 }
        case .note: return item(recipe.notes) { $0 }
        case .noNativeReplacement: return recipe.noNativeReplacement
        case .platform: return recipe.platform.rawValue
        case .minimumTarget: return recipe.minimumTarget?.description
        }
    }

    /// Orders fields by weight, heaviest first (then by declaration order).
    public static func < (lhs: SearchField, rhs: SearchField) -> Bool {
        rank[lhs.ordinal] < rank[rhs.ordinal]
    }

    /// Each field's place in the order of `<`, indexed by `ordinal`.
    private static let rank: [Int] = {
        let ordered = allCases.indices.sorted { a, b in
            allCases[a].weight != allCases[b].weight ? allCases[a].weight > allCases[b].weight : a < b
        }
        var rank = [Int](repeating: 0, count: allCases.count)
        for (place, index) in ordered.enumerated() { rank[index] = place }
        return rank
    }()

    /// Position in `allCases`, for arrays indexed by field.
    var ordinal: Int {
        switch self {
        case .title: 0
        case .wrapperType: 1
        case .wrappedType: 2
        case .coordinatorType: 3
        case .coordinatorProtocol: 4
        case .delegateSelector: 5
        case .pitfallTitle: 6
        case .preferNativeAPI: 7
        case .tag: 8
        case .framework: 9
        case .platform: 10
        case .minimumTarget: 11
        case .pitfallText: 12
        case .summary: 13
        case .preferNativeText: 14
        case .note: 15
        case .noNativeReplacement: 16
        case .code: 17
        }
    }
}
