/// One place a term occurs in a unit's text: enough to check phrases and proximity and to
/// highlight it without reading the text again. Kept once per distinct unit text (`UnitBodies`)
/// and term, whatever documents include the unit (the unit's slot in a document comes from the
/// document's units), coded in about 4 bytes (`OccurrenceCode`).
struct Occurrence: Sendable {
    /// UTF-16 offset in the unit's text.
    var start: UInt32 = 0
    /// Word position in the unit (clamped at 65535).
    var position: UInt16 = 0
    /// UTF-16 length.
    var length: UInt8 = 0
    /// Positions covered: the number of parts for a whole camelCase word, else 1.
    var span: UInt8 = 0

    var endPosition: Int { Int(position) + Int(span) - 1 }
}
