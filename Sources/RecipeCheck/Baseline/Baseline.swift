import Foundation

/// The findings a project accepted when it adopted `recipes check` (`--write-baseline FILE`), so
/// that `--baseline FILE` reports only new ones, as SwiftLint and detekt baselines do.
///
/// Findings are keyed by rule, path, enclosing type and member, and the finding's source line
/// with its white space normalised, never by line number: edits that move code up or down keep a
/// finding known; editing the line itself, or moving it to another member, makes it new.
public struct Baseline: Codable, Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var scope: String
        public var snippet: String
    }

    public var version = 1
    public var findings: [Entry]

    /// A file that is not a baseline this version reads.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): not a recipes check baseline (\(reason))" }
    }

    /// The baseline of every finding in `findings`.
    public init(findings: [Finding]) {
        self.findings = findings.map(Self.entry).sorted { ($0.path, $0.scope, $0.rule, $0.snippet) < ($1.path, $1.scope, $1.rule, $1.snippet) }
    }

    /// Reads a baseline written by `write(to:)`.
    public static func read(from path: String) throws -> Baseline {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw ReadError(path: path, reason: "cannot read it: \(error.localizedDescription)")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else { throw ReadError(path: path, reason: "version \(baseline.version), expected 1") }
            return baseline
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(path: path, reason: "invalid JSON")
        }
    }

    /// The baseline as pretty-printed JSON with sorted keys, one entry per finding.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The findings the baseline does not hold, and how many it holds. Each entry absorbs one
    /// finding, so a second copy of a known finding in the same member is new.
    public func filter(_ findings: [Finding]) -> (new: [Finding], known: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        var new: [Finding] = []
        var known = 0
        for finding in findings {
            let key = Self.entry(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known += 1
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }

    /// The finding's key as 16 hex digits (FNV-1a, 64 bits), for SARIF `partialFingerprints`.
    static func fingerprint(_ finding: Finding) -> String {
        let key = entry(finding)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [key.rule, key.path, key.scope, key.snippet].joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func entry(_ finding: Finding) -> Entry {
        Entry(rule: finding.rule.id, path: normalisedPath(finding.path), scope: finding.scope, snippet: finding.snippet)
    }

    /// `./Sources/A.swift` → `Sources/A.swift`.
    static func normalisedPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// A source line trimmed, with each run of spaces and tabs made one space.
    static func normalised(_ line: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        var pendingSpace = false
        for byte in line {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(UInt8(ascii: " ")); pendingSpace = false }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
