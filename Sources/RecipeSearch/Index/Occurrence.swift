/// One place a term occurs in a document, as the forward index keeps it (12 bytes): enough to
/// check phrases and proximity and to highlight it without reading the text again.
struct Occurrence: Sendable {
    /// UTF-16 offset in the unit's text.
    var start: UInt32 = 0
    /// Index of the unit among the document's units.
    var slot: UInt16 = 0
    /// Word position in the unit (clamped at 65535).
    var position: UInt16 = 0
    /// UTF-16 length.
    var length: UInt8 = 0
    /// Positions covered: the number of parts for a whole camelCase word, else 1.
    var span: UInt8 = 0

    var endPosition: Int { Int(position) + Int(span) - 1 }
}
