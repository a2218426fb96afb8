/// Gives the numbers below a capacity that it meets (the recipes of one ranking) local numbers
/// 0, 1, 2… in the order first met: a dictionary without hashing, whose values live in arrays
/// indexed by the local number.
struct DenseNumbering {
    private var local: [Int32]
    /// How many numbers have a local number.
    private(set) var count = 0

    /// No number has a local number yet; every number met must be below `capacity`.
    init(capacity: Int) { local = [Int32](repeating: -1, count: capacity) }

    /// The local number of `n`, if it has one.
    func number(of n: Int) -> Int? { local[n] < 0 ? nil : Int(local[n]) }

    /// The local number of `n`, given now when it had none (`isNew`).
    mutating func numbering(_ n: Int) -> (number: Int, isNew: Bool) {
        if local[n] >= 0 { return (Int(local[n]), false) }
        local[n] = Int32(count)
        count += 1
        return (count - 1, true)
    }
}
