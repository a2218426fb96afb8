/// Orders one posting list, given as 64-bit keys (inverted impact bits, then document) in
/// document order: a stable sort by the high 32 bits alone, which leaves documents of equal
/// impact in ascending order. Faster than the standard library's comparison sort: an insertion
/// sort for short lists, else an LSD radix sort byte by byte that skips bytes all keys share.
enum PostingSort {
    /// Below this many keys an insertion sort is fastest.
    static let insertionLimit = 24

    /// `scratch` must hold at least `keys.count` elements.
    static func sortByHighHalf(_ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>) {
        let n = keys.count
        guard n > 1 else { return }
        if n <= insertionLimit {
            insertionSort(keys.baseAddress!, count: n)
            return
        }
        var source = keys.baseAddress!, target = scratch.baseAddress!
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            for shift in stride(from: UInt64(32), to: 64, by: 8) {
                counts.initialize(repeating: 0)
                for i in 0..<n { counts[Int(truncatingIfNeeded: source[i] >> shift) & 255] += 1 }
                if counts[Int(truncatingIfNeeded: source[0] >> shift) & 255] == n { continue }
                var sum = 0
                for i in 0..<256 {
                    let c = counts[i]
                    counts[i] = sum
                    sum += c
                }
                for i in 0..<n {
                    let key = source[i]
                    let digit = Int(truncatingIfNeeded: key >> shift) & 255
                    target[counts[digit]] = key
                    counts[digit] += 1
                }
                swap(&source, &target)
            }
        }
        if source != keys.baseAddress! { keys.baseAddress!.update(from: source, count: n) }
    }

    private static func insertionSort(_ a: UnsafeMutablePointer<UInt64>, count: Int) {
        for i in 1..<count {
            let key = a[i]
            var j = i
            while j > 0, key >> 32 < a[j - 1] >> 32 {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = key
        }
    }
}
