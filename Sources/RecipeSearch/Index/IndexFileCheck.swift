import RecipeKit

/// The structure checks an index read from a file must pass before a query may use it: every
/// offset array starts at 0, never decreases and ends at its array's count, and every id that
/// indexes another array is below that array's count. Together with the file's checksum they
/// keep a damaged file from sending a query out of bounds.
///
/// The ids in the bulk are checked by `bulkIDs` when the bulk's checksum is not.
enum IndexFileCheck {
    static func structure(_ p: IndexStorage.Parts) throws {
        let v = p.vocabulary, d = p.directory
        let terms = v.byteStart.count - 1
        let recipes = d.recipeLine.count
        let documents = p.docKind.count
        let units = p.unitField.count
        try require(OffsetCheck.isValid(v.byteStart, end: v.bytes.count), "vocabulary offsets")
        try require(OffsetCheck.isValid(v.stemStart, end: v.stemBytes.count), "stem offsets")
        try require(OffsetCheck.isValid(v.stemGroupStart, end: v.stemMembers.count) && v.stemGroupStart.count == v.stemStart.count, "stem groups")
        try require(OffsetCheck.isValid(v.bucketStart, end: v.bucketMembers.count) && v.bucketStart.count == v.bucketKeys.count + 1, "typo buckets")
        try require(v.stemMembers.allSatisfy { Int($0) < terms } && v.bucketMembers.allSatisfy { Int($0) < terms }, "term ids")

        for table in [
            d.recipeID, d.recipeTitle, d.recipePath, d.pitfallID, d.pitfallTitle, d.nativeAPI, d.diagnosticPath, d.diagnosticMessage, p.bodyText
        ] {
            try require(table.isWellFormed, "text offsets")
        }
        let pitfalls = d.pitfallLine.count, natives = d.nativeLine.count
        try require(
            [
                d.recipeID.count, d.recipeTitle.count, d.recipePath.count, d.recipePlatform.count, d.recipeMinimum.count, d.recipeName.count,
                d.pitfallStart.count - 1, d.nativeStart.count - 1, p.recipeDoc.count
            ].allSatisfy { $0 == recipes }, "recipe counts")
        try require(
            OffsetCheck.isValid(d.pitfallStart, end: pitfalls) && d.pitfallID.count == pitfalls && d.pitfallTitle.count == pitfalls, "pitfalls")
        try require(
            OffsetCheck.isValid(d.nativeStart, end: natives)
                && [d.nativeAPI.count, d.nativePlatform.count, d.nativeSince.count, d.nativeDeprecated.count, d.nativeReplaces.count].allSatisfy {
                    $0 == natives
                }, "notes")
        try require(
            d.recipePlatform.allSatisfy { Int($0) < Platform.allCases.count } && d.nativePlatform.allSatisfy { Int($0) < Platform.allCases.count },
            "platforms")
        let delegates = d.delegateLine.count
        try require(
            d.delegateStart.count == recipes + 1 && OffsetCheck.isValid(d.delegateStart, end: delegates)
                && d.delegateSelector.count == delegates && d.delegateProtocol.count == delegates
                && d.delegateSelector.isWellFormed && d.delegateProtocol.isWellFormed, "delegate methods")
        try require(
            [d.diagnosticPath.count, d.diagnosticSeverity.count, d.diagnosticMessage.count].allSatisfy { $0 == d.diagnosticLine.count }
                && d.diagnosticSeverity.allSatisfy { Int($0) < RecipeDirectory.severities.count }, "diagnostics")

        let bodies = p.bodyText.count
        try require(p.unitBody.count == units && p.unitElement.count == units && p.unitBody.allIn(0..<Int32(bodies)), "units")
        try require(OffsetCheck.isValid(p.bodyTermStart, end: p.bodyTerm.count) && p.bodyTermStart.count == bodies + 1, "body terms")
        try require(
            OffsetCheck.isValid(p.bodyTermOccurrenceStart, end: p.occurrences.count)
                && p.bodyTermOccurrenceStart.count == p.bodyTerm.count + 1, "occurrences")
        try require(
            p.docRecipe.count == documents && p.docElement.count == documents && p.docTitleRank.count == documents
                && p.forwardStart.count == documents + 1, "document counts")
        for doc in 0..<documents {
            let r = Int(p.docRecipe[doc]), element = Int(p.docElement[doc])
            guard r >= 0, r < recipes else { throw IndexFileError.damaged("document recipes") }
            let elements =
                switch p.docKind[doc] {
                case .recipe: -1..<0
                case .pitfall: 0..<Int(d.pitfallStart[r + 1] - d.pitfallStart[r])
                case .preferNative: 0..<Int(d.nativeStart[r + 1] - d.nativeStart[r])
                }
            guard elements.contains(element) else { throw IndexFileError.damaged("document elements") }
        }
        try require(p.recipeDoc.allIn(0..<Int32(documents)), "recipe documents")
        try require(p.documentUnits.isValid(documents: documents, units: units), "document units")
        try require(OffsetCheck.isValid(p.forwardStart, end: p.forwardTerm.count) && p.forwardImpact.count == p.forwardTerm.count, "forward index")
        try require(
            OffsetCheck.isValid(p.postingStart, end: p.postingDoc.count) && p.postingStart.count == terms + 1
                && p.postingImpact.count == p.postingDoc.count, "postings")
    }

    /// Term ids in the forward index and document ids in the postings below their counts: what a
    /// query uses to index other arrays without a bounds check.
    static func bulkIDs(_ p: IndexStorage.Parts) throws {
        let terms = UInt32(p.vocabulary.byteStart.count - 1), documents = UInt32(p.docKind.count)
        try require(Self.maximum(p.forwardTerm).map { $0 < terms } ?? true, "term ids")
        try require(Self.maximum(p.postingDoc).map { $0 < documents } ?? true, "document ids")
    }

    /// The largest value, in one vectorizable pass.
    private static func maximum(_ values: Column<UInt32>) -> UInt32? {
        values.withUnsafeBufferPointer { buffer in
            guard !buffer.isEmpty else { return nil }
            var top: UInt32 = 0
            for value in buffer { top = max(top, value) }
            return top
        }
    }

    private static func require(_ condition: Bool, _ what: String) throws {
        guard condition else { throw IndexFileError.damaged(what) }
    }
}

/// Offset arrays: `offsets[i]..<offsets[i + 1]` is item i of another array.
enum OffsetCheck {
    /// True when `offsets` is not empty, starts at 0, never decreases and ends at `end`.
    static func isValid(_ offsets: Column<Int32>, end: Int) -> Bool {
        offsets.withUnsafeBufferPointer { isValid($0, end: end) }
    }

    static func isValid(_ offsets: [Int32], end: Int) -> Bool {
        offsets.withUnsafeBufferPointer { isValid($0, end: end) }
    }

    private static func isValid(_ offsets: UnsafeBufferPointer<Int32>, end: Int) -> Bool {
        guard let first = offsets.first, first == 0, let last = offsets.last, Int(last) == end else { return false }
        var decreases = false
        for i in 1..<offsets.count { decreases = decreases || offsets[i] < offsets[i - 1] }  // no early exit: vectorizes
        return !decreases
    }
}

/// All values of a column below a bound, in one pass over its buffer.
extension Column where Element == Int32 {
    func allIn(_ range: Range<Int32>) -> Bool {
        withUnsafeBufferPointer { values in values.reduce(true) { $0 && range.contains($1) } }
    }
}
