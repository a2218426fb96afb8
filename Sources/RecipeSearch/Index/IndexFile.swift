#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RecipeKit

/// The layout of a search index cache file: a header (magic, format, the binary that wrote it,
/// the indexed text's fingerprint, counts), the index arrays as raw little-endian values each
/// padded to 8 bytes, and a checksum of everything before it. Reading checks the checksum and
/// then the arrays' structure (offsets in order and in range, ids below their counts), so that a
/// damaged file can never make a query read out of bounds.
enum IndexFile {
    static let magic = Array("recipes-index\n\0\0".utf8)
    /// Bumped whenever the arrays or their meaning change.
    static let formatVersion: UInt64 = 1

    /// A hash of everything the index is built from: each unit's text, field, recipe and element,
    /// and how documents are made of units.
    static func fingerprint(_ layout: DocumentLayout) -> UInt64 {
        var h: UInt64 = 0x51_7CC1_B727_220A
        func mix(_ value: UInt64) { h = (h ^ value) &* 0x9E37_79B9_7F4A_7C15; h ^= h >> 31 }
        for u in layout.unitText.indices {
            var text = layout.unitText[u]
            mix(text.withUTF8 { ContentHash.hash(UnsafeRawBufferPointer($0)) })
            mix(UInt64(layout.unitField[u].ordinal) << 48 | UInt64(UInt32(bitPattern: layout.unitRecipe[u])) << 16
                | UInt64(UInt16(truncatingIfNeeded: layout.unitElement[u])))
        }
        mix(layout.docKind.withUnsafeBytes { ContentHash.hash($0) })
        mix(layout.docRecipe.withUnsafeBytes { ContentHash.hash($0) })
        mix(layout.docElement.withUnsafeBytes { ContentHash.hash($0) })
        mix(layout.docUnitStart.withUnsafeBytes { ContentHash.hash($0) })
        mix(layout.docUnits.withUnsafeBytes { ContentHash.hash($0) })
        mix(layout.docUnitIsContext.withUnsafeBytes { ContentHash.hash($0) })
        return h
    }

    // MARK: - Writing

    static func write(_ storage: IndexStorage, fingerprint: UInt64, to path: String) throws {
        var w = RawWriter()
        w.bytes(magic)
        w.word(formatVersion)
        w.word(ContentHash.hash(Array(CatalogCache.buildIdentity.utf8)))
        w.word(fingerprint)
        w.word(UInt64(storage.tokenCount))
        let vocabulary = storage.vocabulary
        w.array(vocabulary.bytes)
        w.array(vocabulary.byteStart)
        w.array(vocabulary.stemBytes)
        w.array(vocabulary.stemStart)
        w.array(vocabulary.stemGroupStart)
        w.array(vocabulary.stemMembers)
        w.array(vocabulary.bucketKeys)
        w.array(vocabulary.bucketStart)
        w.array(vocabulary.bucketMembers)
        w.array(storage.forwardStart)
        w.array(storage.forwardTerm)
        w.array(storage.forwardImpact)
        w.array(storage.forwardOccurrenceStart)
        w.array(storage.occurrences)
        w.array(storage.postingStart)
        w.array(storage.postingDoc)
        w.array(storage.postingImpact)
        w.word(ContentHash.hash(w.data))
        try writeAtomically(w.data, to: path)
    }

    private static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            throw IndexFileError.unwritable(folder)
        }
        let temporary = folder + "/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)), rename(temporary, path) == 0 else {
            unlink(temporary)
            throw IndexFileError.unwritable(path)
        }
    }

    // MARK: - Reading

    /// The index stored at `path` for this catalog, nil when there is none or it indexes other text
    /// or was written by another binary; throws when the file is damaged.
    static func read(_ path: String, catalog: Catalog, layout: DocumentLayout, fingerprint: UInt64) throws -> IndexStorage? {
        guard let data = FileBytes.contents(path) else { return nil }
        return try data.withUnsafeBytes { raw -> IndexStorage? in
            var r = RawReader(raw)
            guard raw.count >= magic.count + 8, raw.prefix(magic.count).elementsEqual(magic) else {
                throw IndexFileError.damaged("not a recipes search index")
            }
            r.skip(magic.count)
            guard try r.word() == formatVersion,
                  try r.word() == ContentHash.hash(Array(CatalogCache.buildIdentity.utf8)),
                  try r.word() == fingerprint else { return nil }  // another format, binary or catalog: rebuild quietly
            guard ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[0..<(raw.count - 8)]))
                    == UnsafeRawBufferPointer(rebasing: raw[(raw.count - 8)...]).loadUnaligned(as: UInt64.self) else {
                throw IndexFileError.damaged("checksum")
            }
            let tokenCount = Int(clamping: try r.word())
            let vocabularyBytes: [UInt8] = try r.array()
            let vocabularyStart: [Int32] = try r.array()
            let stemBytes: [UInt8] = try r.array()
            let stemStart: [Int32] = try r.array()
            let stemGroupStart: [Int32] = try r.array()
            let stemMembers: [UInt32] = try r.array()
            let bucketKeys: [Int32] = try r.array()
            let bucketStart: [Int32] = try r.array()
            let bucketMembers: [UInt32] = try r.array()
            let forwardStart: [Int32] = try r.array()
            let forwardTerm: [UInt32] = try r.array()
            let forwardImpact: [Float] = try r.array()
            let forwardOccurrenceStart: [Int32] = try r.array()
            let occurrences: [Occurrence] = try r.array()
            let postingStart: [Int32] = try r.array()
            let postingDoc: [UInt32] = try r.array()
            let postingImpact: [Float] = try r.array()

            let documents = layout.docKind.count
            let terms = vocabularyStart.count - 1
            try check(offsets: vocabularyStart, end: vocabularyBytes.count, "vocabulary")
            try check(offsets: stemStart, end: stemBytes.count, "stems")
            try check(offsets: stemGroupStart, count: stemStart.count, end: stemMembers.count, "stem groups")
            try check(offsets: bucketStart, count: bucketKeys.count + 1, end: bucketMembers.count, "typo buckets")
            guard stemMembers.allSatisfy({ Int($0) < terms }), bucketMembers.allSatisfy({ Int($0) < terms }) else {
                throw IndexFileError.damaged("term ids out of range")
            }
            try check(offsets: forwardStart, count: documents + 1, end: forwardTerm.count, "forward index")
            try check(offsets: forwardOccurrenceStart, count: forwardTerm.count + 1, end: occurrences.count, "occurrences")
            try check(offsets: postingStart, count: terms + 1, end: postingDoc.count, "postings")
            guard forwardImpact.count == forwardTerm.count, postingImpact.count == postingDoc.count,
                  forwardTerm.allSatisfy({ Int($0) < terms }), postingDoc.allSatisfy({ Int($0) < documents }) else {
                throw IndexFileError.damaged("ids out of range")
            }
            for d in 0..<documents {
                let slots = Int(layout.docUnitStart[d + 1] - layout.docUnitStart[d])
                for e in Int(forwardStart[d])..<Int(forwardStart[d + 1]) {
                    for o in Int(forwardOccurrenceStart[e])..<Int(forwardOccurrenceStart[e + 1]) where Int(occurrences[o].slot) >= slots {
                        throw IndexFileError.damaged("occurrence outside its document")
                    }
                }
            }
            return IndexStorage(
                catalog: catalog,
                vocabulary: Vocabulary(
                    bytes: vocabularyBytes, byteStart: vocabularyStart, stemBytes: stemBytes, stemStart: stemStart,
                    stemGroupStart: stemGroupStart, stemMembers: stemMembers,
                    bucketKeys: bucketKeys, bucketStart: bucketStart, bucketMembers: bucketMembers),
                layout: layout,
                tokenCount: tokenCount, forwardStart: forwardStart, forwardTerm: forwardTerm, forwardImpact: forwardImpact,
                forwardOccurrenceStart: forwardOccurrenceStart, occurrences: occurrences,
                postingStart: postingStart, postingDoc: postingDoc, postingImpact: postingImpact)
        }
    }

    /// Offsets that start at 0, never decrease and end at `end` (and number `count`, when given).
    private static func check(offsets: [Int32], count: Int? = nil, end: Int, _ what: String) throws {
        guard !offsets.isEmpty, offsets[0] == 0, Int(offsets[offsets.count - 1]) == end, count.map({ $0 == offsets.count }) ?? true,
              zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw IndexFileError.damaged("\(what) offsets")
        }
    }

    // MARK: - Raw values

    private struct RawWriter {
        var data: [UInt8] = []

        mutating func bytes(_ values: [UInt8]) { data += values }

        mutating func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }

        /// A count, then the values' bytes, padded to a multiple of 8.
        mutating func array<T>(_ values: [T]) {
            word(UInt64(values.count))
            values.withUnsafeBytes { data += $0 }
            while data.count % 8 != 0 { data.append(0) }
        }
    }

    private struct RawReader {
        let raw: UnsafeRawBufferPointer
        var offset = 0

        init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

        mutating func skip(_ n: Int) { offset += n }

        mutating func word() throws -> UInt64 {
            guard raw.count - offset >= 8 else { throw IndexFileError.damaged("truncated") }
            defer { offset += 8 }
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        mutating func array<T>() throws -> [T] {
            let count = try word()
            let stride = UInt64(MemoryLayout<T>.stride)
            guard count <= UInt64(raw.count - offset) / stride else { throw IndexFileError.damaged("array beyond the end") }
            let n = Int(count), length = n * Int(stride)
            let values = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
                if n > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: raw.baseAddress! + offset, byteCount: length) }
                initialized = n
            }
            offset += (length + 7) / 8 * 8
            return values
        }
    }
}

/// Why an index cache file was not used.
enum IndexFileError: Error, CustomStringConvertible {
    case damaged(String)
    case unwritable(String)

    var description: String {
        switch self {
        case .damaged(let why): "damaged (\(why))"
        case .unwritable(let path): "cannot be written at \(path)"
        }
    }
}

