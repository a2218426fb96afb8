/// How the tokenizer sees one Unicode scalar.
enum CharacterKind: UInt8 {
    case separator, lower, upper, digit, caseless, underscore, joiner, mark

    init(_ s: Unicode.Scalar) {
        let v = s.value
        if v < 0x80 {
            self = Self.ascii(UInt8(v))
            return
        }
        if v == 0x2019 { self = .joiner; return }
        let p = s.properties
        if p.isAlphabetic {
            self = p.isUppercase ? .upper : p.isLowercase ? .lower : .caseless
        } else if p.numericType != nil {
            self = .digit
        } else {
            switch p.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            default: self = .separator
            }
        }
    }

    /// The kind of an ASCII byte.
    @inline(__always)
    static func ascii(_ b: UInt8) -> CharacterKind {
        switch b {
        case 0x61...0x7A: .lower
        case 0x41...0x5A: .upper
        case 0x30...0x39: .digit
        case 0x5F: .underscore
        case 0x27: .joiner
        default: .separator
        }
    }

    var isLetter: Bool { self == .lower || self == .upper || self == .caseless }
    var isWordPart: Bool { isLetter || self == .digit }
}
