extension StringProtocol {
    /// True when every byte of the text is ASCII, so that each `Character` is one byte (a CR LF
    /// pair aside) and byte-level scanning finds exactly what `Character`-level scanning finds.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// `split(separator:maxSplits:)` (empty pieces omitted) for an ASCII separator, split on UTF-8
    /// bytes when the text is ASCII instead of segmenting it into Characters.
    func split(onASCII separator: Unicode.Scalar, maxSplits: Int = .max) -> [Substring] {
        guard isASCII else { return split(separator: Character(separator), maxSplits: maxSplits) }
        return utf8.split(separator: UInt8(ascii: separator), maxSplits: maxSplits).map { Substring($0) }
    }
}
