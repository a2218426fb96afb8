/// Optimal-string-alignment edit distance (insertions, deletions, substitutions and adjacent
/// transpositions each count one), with an early exit once `limit` is exceeded.
public enum EditDistance {
    /// The distance between `a` and `b`, or `limit + 1` when it is larger than `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return limit == .max ? max(x.count, y.count) : limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if limit != .max && rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
