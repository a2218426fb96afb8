/// Upper bounds on what the words still to be looked up can add to a document's score, so that a
/// document that cannot enter a full pool is dropped before its remaining lookups.
struct RemainingBounds {
    /// Headroom for float rounding: the bounds are summed in another order than the values.
    static let roundingSlack: Float = 1e-4

    /// `suffix[k]`: the sum of the bounds of the lookups from the `k`-th on.
    private let suffix: [Float]

    /// `bounds`: each lookup's highest possible value, in lookup order.
    init(_ bounds: [Float]) {
        var suffix = [Float](repeating: 0, count: bounds.count + 1)
        for k in stride(from: bounds.count - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + bounds[k] }
        self.suffix = suffix
    }

    /// True when a document scoring `total` before lookup `k` cannot score above `minimum`, the
    /// weakest score of a full pool (an equal score does not enter it either).
    @inline(__always)
    func cannotEnter(_ total: Float, before k: Int, minimum: Float) -> Bool {
        (total + suffix[k]) * (1 + Self.roundingSlack) <= minimum
    }
}
