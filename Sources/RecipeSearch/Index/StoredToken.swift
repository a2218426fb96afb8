/// A token while the index is built: its term and where it is in its unit (12 bytes). The built
/// index keeps these as `Occurrence`s grouped by body and term.
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
}
