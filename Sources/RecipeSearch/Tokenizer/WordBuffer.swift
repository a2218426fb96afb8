import Foundation

/// The scalars of the word being read, and the code that splits it into folded parts.
struct WordBuffer {
    private var scalars: [Unicode.Scalar] = []
    private var kinds: [CharacterKind] = []
    private var offsets: [Int] = []
    private var parts: [(start: Int, end: Int)] = []

    var isEmpty: Bool { scalars.isEmpty }

    mutating func append(_ scalar: Unicode.Scalar, _ kind: CharacterKind, _ offset: Int) {
        scalars.append(scalar)
        kinds.append(kind)
        offsets.append(offset)
    }

    /// Emits the word's tokens, advances `position` past it and empties the buffer.
    mutating func flush(
        _ position: inout Int, _ skippingCodeKeywords: Bool,
        _ emit: (_ term: String, _ start: Int, _ end: Int, _ position: Int, _ span: Int) -> Void
    ) {
        defer {
            scalars.removeAll(keepingCapacity: true)
            kinds.removeAll(keepingCapacity: true)
            offsets.removeAll(keepingCapacity: true)
            parts.removeAll(keepingCapacity: true)
        }
        splitParts()
        guard let first = parts.first, let last = parts.last else { return }
        let start = offsets[first.start]
        let end = utf16End(last.end - 1)
        guard end - start <= SearchTokenizer.maximumWordLength else { position += 1; return }
        var folded: [String] = []
        folded.reserveCapacity(parts.count)
        for part in parts {
            let f = fold(part.start, part.end)
            folded.append(f)
        }
        if parts.count == 1 || parts.count > SearchTokenizer.maximumParts {
            let whole = folded.joined()
            if whole.isEmpty || (skippingCodeKeywords && parts.count == 1 && SwiftKeywords.all.contains(whole)) {
                position += 1
                return
            }
            emit(whole, start, end, position, 1)
            position += 1
            return
        }
        emit(folded.joined(), start, end, position, parts.count)
        for (i, part) in parts.enumerated() where !folded[i].isEmpty {
            emit(folded[i], offsets[part.start], utf16End(part.end - 1), position + i, 1)
        }
        position += parts.count
    }

    private func utf16End(_ index: Int) -> Int {
        offsets[index] + (scalars[index].value > 0xFFFF ? 2 : 1)
    }

    /// Splits at underscores, lower→upper, acronym→word (`MKMap` → `MK` `Map`) and letter↔digit.
    private mutating func splitParts() {
        var partStart = -1
        var lastKind = CharacterKind.separator
        var lastIndex = -1
        var beforeLastKind = CharacterKind.separator
        let n = kinds.count
        for i in 0..<n {
            let kind = kinds[i]
            switch kind {
            case .underscore, .separator:
                if partStart >= 0 { parts.append((partStart, lastIndex + 1)); partStart = -1 }
                continue
            case .joiner:
                let inWord = lastIndex == i - 1 && lastKind.isLetter && i + 1 < n && kinds[i + 1].isLetter
                if !inWord, partStart >= 0 { parts.append((partStart, lastIndex + 1)); partStart = -1 }
                continue
            case .mark:
                if partStart >= 0 { lastIndex = i }
                continue
            default:
                break
            }
            if partStart < 0 {
                partStart = i
            } else if (lastKind == .digit) != (kind == .digit)
                || (kind == .upper && (lastKind == .lower || lastKind == .caseless)) {
                parts.append((partStart, lastIndex + 1))
                partStart = i
            } else if kind == .lower && lastKind == .upper && beforeLastKind == .upper && lastIndex > partStart {
                parts.append((partStart, lastIndex))
                partStart = lastIndex
            }
            beforeLastKind = lastKind
            lastKind = kind
            lastIndex = i
        }
        if partStart >= 0 { parts.append((partStart, lastIndex + 1)) }
    }

    /// Lower case without diacritics or apostrophes; ASCII takes a fast path.
    private func fold(_ start: Int, _ end: Int) -> String {
        var ascii = true
        for i in start..<end where scalars[i].value >= 0x80 { ascii = false; break }
        if ascii {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(end - start)
            for i in start..<end where kinds[i] != .joiner {
                let v = UInt8(scalars[i].value)
                bytes.append(v >= 0x41 && v <= 0x5A ? v | 0x20 : v)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var view = String.UnicodeScalarView()
        for i in start..<end where kinds[i] != .joiner { view.append(scalars[i]) }
        let folded = String(view).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { CharacterKind($0).isWordPart }))
    }
}
