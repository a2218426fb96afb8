import Foundation
import RecipeKit

/// The distinct texts among a layout's units: units with the same text, tokenized the same way
/// (code or not), share one *body*, whose text and occurrences the index keeps once. Recipes that
/// repeat a pitfall, a summary, a tag or a framework name store it once.
///
/// Bodies are numbered in the order their first unit comes, so a run of units holds a run of
/// first appearances.
struct UnitBodies {
    /// The body of each unit.
    let unitBody: [Int32]
    /// The first unit of each body: the one that is tokenized and whose text is kept.
    let firstUnit: [Int32]

    init(_ layout: DocumentLayout) {
        let ranges = Parallel.chunks(layout.unitText.count, parts: Parallel.coreCount * 4)
        let hashed = Parallel.map(ranges.count) { c in
            ranges[c].map { u -> UInt64 in
                var text = layout.unitText[u]
                let h = text.withUTF8 { ContentHash.hash(UnsafeRawBufferPointer($0)) }
                return layout.unitField[u].isCode ? ~h : h
            }
        }
        var bodyOf: [UInt64: Int32] = [:]
        bodyOf.reserveCapacity(layout.unitText.count / 4)
        var unitBody: [Int32] = []
        unitBody.reserveCapacity(layout.unitText.count)
        var firstUnit: [Int32] = []
        var u = 0
        for chunk in hashed {
            for hash in chunk {
                // Another text with the same hash (vanishingly rare) moves on to the next key.
                var key = hash
                while let body = bodyOf[key], !Self.sameBody(Int(firstUnit[Int(body)]), u, layout) { key &+= 1 }
                if let body = bodyOf[key] {
                    unitBody.append(body)
                } else {
                    let body = Int32(firstUnit.count)
                    bodyOf[key] = body
                    firstUnit.append(Int32(u))
                    unitBody.append(body)
                }
                u += 1
            }
        }
        self.unitBody = unitBody
        self.firstUnit = firstUnit
    }

    var count: Int { firstUnit.count }

    /// The bodies first seen in `units`: a contiguous run, as bodies are numbered in that order.
    func firstSeen(in units: Range<Int>) -> Range<Int> {
        func firstBody(from unit: Int) -> Int {
            var lo = 0, hi = firstUnit.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(firstUnit[mid]) < unit { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        return firstBody(from: units.lowerBound)..<firstBody(from: units.upperBound)
    }

    /// True when units `a` and `b` are tokenized alike and have the same bytes.
    private static func sameBody(_ a: Int, _ b: Int, _ layout: DocumentLayout) -> Bool {
        guard layout.unitField[a].isCode == layout.unitField[b].isCode else { return false }
        var x = layout.unitText[a], y = layout.unitText[b]
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }
}
