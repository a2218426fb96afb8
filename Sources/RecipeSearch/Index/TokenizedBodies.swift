/// The tokens of a run of bodies (`UnitBodies`), each read from its text (`texts`, one per body)
/// and tokenized as its first unit's field asks, with term ids local to the run's own term table
/// (mapped to vocabulary ids once every run is read).
struct TokenizedBodies {
    let bodies: Range<Int>
    private(set) var table = TermTable(capacity: 4096)
    private(set) var tokens: [StoredToken] = []
    /// `tokenStart[b - bodies.lowerBound]..<tokenStart[b - bodies.lowerBound + 1]` are body `b`'s tokens.
    private(set) var tokenStart: [Int32] = [0]

    /// Tokenizes `bodies` of `layout`; code fields leave out Swift keywords.
    init(_ layout: DocumentLayout, _ unitBodies: UnitBodies, _ texts: TextTable, bodies: Range<Int>) {
        self.bodies = bodies
        tokenStart.reserveCapacity(bodies.count + 1)
        let scanner = TokenScanner()
        for b in bodies {
            let u = Int(unitBodies.firstUnit[b])
            scanner.scan(texts[b], skippingCodeKeywords: layout.unitField[u].isCode) { term, start, end, position, span in
                tokens.append(
                    StoredToken(
                        term: table.id(of: term), start: UInt32(start), position: UInt16(min(position, 65535)),
                        length: UInt8(min(end - start, 255)), span: UInt8(min(span, 255))))
            }
            tokenStart.append(Int32(tokens.count))
        }
    }

    /// The range in `tokens` of body `b`'s tokens.
    @inline(__always)
    func tokenRange(ofBody b: Int) -> Range<Int> {
        Int(tokenStart[b - bodies.lowerBound])..<Int(tokenStart[b - bodies.lowerBound + 1])
    }
}
