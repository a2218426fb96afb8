/// The tokens of one chunk's units, with term ids local to the chunk's own term table (mapped to
/// vocabulary ids once every chunk is read).
struct TokenizedUnits {
    let units: Range<Int>
    private(set) var table = TermTable(capacity: 4096)
    private(set) var tokens: [StoredToken] = []
    /// `tokenStart[u - units.lowerBound]..<tokenStart[u - units.lowerBound + 1]` are unit `u`'s tokens.
    private(set) var tokenStart: [Int32] = [0]

    /// Tokenizes `units` of `texts`; code fields leave out Swift keywords.
    init(_ texts: [String], _ fields: [SearchField], units: Range<Int>) {
        self.units = units
        tokenStart.reserveCapacity(units.count + 1)
        let scanner = TokenScanner()
        for u in units {
            scanner.scan(texts[u], skippingCodeKeywords: fields[u].isCode) { term, start, end, position, span in
                tokens.append(StoredToken(
                    term: table.id(of: term), start: UInt32(start), position: UInt16(min(position, 65535)),
                    length: UInt8(min(end - start, 255)), span: UInt8(min(span, 255))))
            }
            tokenStart.append(Int32(tokens.count))
        }
    }

    /// The range in `tokens` of unit `u`'s tokens.
    @inline(__always)
    func tokenRange(ofUnit u: Int) -> Range<Int> {
        Int(tokenStart[u - units.lowerBound])..<Int(tokenStart[u - units.lowerBound + 1])
    }
}
