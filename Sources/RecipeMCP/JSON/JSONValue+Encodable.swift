import Foundation

extension JSONValue {
    /// The JSON an `Encodable` model value encodes to (the same shape `recipes … --json` prints).
    static func encoding<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try JSONParser.parse(Array(try encoder.encode(value)))
    }
}
