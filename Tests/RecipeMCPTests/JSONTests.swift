import Testing
@testable import RecipeMCP

/// The hand-written JSON reader and writer: what the protocol carries must round-trip, and no
/// input can crash them or make them write a raw control character.
@Suite struct JSONTests {
    @Test func valuesRoundTrip() throws {
        let text = #"{"a":[1,-2.5,true,false,null,"x\"y\\z\n\u00e9\ud83d\ude00"],"b":{"c":{}},"d":[]}"#
        let value = try JSONParser.parse(text)
        #expect(value["a"] == .array([.int(1), .double(-2.5), .bool(true), .bool(false), .null, .string("x\"y\\z\né😀")]))
        #expect(try JSONParser.parse(JSONWriter.line(value)) == value)
        #expect(value.objectValue?.keys == ["a", "b", "d"])
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"unterminated", "01", "1.", "{\"a\":1}x", "\"\u{01}\"", "[\"\\q\"]", "-"])
    func malformedTextIsAFailureNotACrash(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
        let allowed = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect((try? JSONParser.parse(allowed)) != nil)
    }

    @Test func theWriterEscapesEveryControlAndLineSeparator() {
        let line = JSONWriter.line(.string("a\u{1B}]0;x\u{07}b\u{7F}c\u{9B}d\u{2028}e\u{2029}f\ng"))
        #expect(line == #""a\u001b]0;x\u0007b\u007fc\u009bd\u2028e\u2029f\ng""#)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try JSONParser.parse(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try JSONParser.parse(#""\udc00""#) == .string("\u{FFFD}"))
    }
}
