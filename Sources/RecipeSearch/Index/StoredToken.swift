/// A token as the index keeps it: 12 bytes, enough to find and highlight it again.
struct StoredToken: Sendable {
    var term: UInt32
    /// UTF-16 offset in the unit's text.
    var start: UInt32
    /// Word position in the unit (clamped at 65535).
    var position: UInt16
    /// UTF-16 length (words over 64 units are not indexed).
    var length: UInt8
    /// Positions covered: the number of parts for a whole camelCase word, else 1.
    var span: UInt8

    var endPosition: Int { Int(position) + Int(span) - 1 }
}
