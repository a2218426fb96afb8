import Foundation
import RecipeKit

extension IndexFile {
    /// The largest bulk whose checksum a search straight from the cache checks (16 MiB: about
    /// 600 recipes; 1.4 MB for the bundled library).
    static let verifiedBulk = 16 << 20
    /// Index files up to this size are kept safe from another process truncating them under a
    /// query (32 MiB: about 1,200 recipes): mapped under a lease, which copies them away first
    /// (`FileLease`), or else read into memory. Larger ones are mapped under `TruncationGuard`, as
    /// is a leased one, should its lease be revoked (a process stopped for `lease-break-time`).
    static let readLimit = 32 << 20

    /// What `open` found: the index, and the files it was written for.
    struct Opened {
        var storage: IndexStorage
        var recorded: RecordedSources
    }

    /// The files an index file was written for, with their stamps then.
    struct RecordedSources {
        var mode: Column<UInt8>
        var files: TextTable
        var sizes: Column<Int64>
        var modified: Column<Int64>
        var stampedAt: Int64

        /// True when `sources` are these very files, in the same mode, each with the stamp it had
        /// when the file was written (a stamp taken too close to that moment is not trusted).
        func match(_ sources: IndexSources) -> Bool {
            guard files.count == sources.files.count, !sources.files.isEmpty, mode.elementsEqual(sources.mode.utf8) else { return false }
            for (i, file) in sources.files.enumerated() {
                let recorded = FileStamp(size: sizes[i], modified: modified[i])
                guard sources.stamps[i]?.sizeAndModification == recorded, recorded.isSettled(at: stampedAt),
                    files.equals(i, file)
                else { return false }
            }
            return true
        }
    }

    /// The index stored at `path`, mapped; nil when there is none, or it was written by another
    /// format or binary, or (given a `fingerprint`) for another catalog; throws when the file is
    /// damaged.
    ///
    /// With a fingerprint (a catalog in hand: the browser, the first search after a change), every
    /// byte is checked. Without (a search straight from the cache, whose caller then matches the
    /// recorded sources), so is a bulk of up to `verifiedBulk` bytes (a few hundred recipes); a
    /// larger bulk's checksum is left to those opens, as hashing hundreds of MB would cost more
    /// than the search: the ids in it that index other arrays are range-checked instead, so a
    /// damaged bulk can at worst misrank or mis-highlight, never read out of bounds.
    static func open(_ path: String, fingerprint expected: UInt64?) throws -> Opened? {
        guard let file = MappedFile(path, readingUpTo: readLimit) else { return nil }
        if file.backing != .copy { TruncationGuard.watch(path) }
        let raw = file.bytes
        guard raw.count >= magic.count + 48, raw.prefix(magic.count).elementsEqual(magic) else {
            throw IndexFileError.damaged("not a recipes search index")
        }
        var r = MappedReader(file, offset: magic.count)
        guard try r.word() == formatVersion, try r.word() == builderHash else { return nil }  // rebuild quietly
        let fingerprint = try r.word()
        if let expected, fingerprint != expected { return nil }
        let tokenCount = Int(clamping: try r.word())
        let stampedAt = Int64(bitPattern: try r.word())
        let recorded = RecordedSources(
            mode: try r.column(), files: try r.text(), sizes: try r.column(), modified: try r.column(), stampedAt: stampedAt)
        let vocabulary = try VocabularyColumns(&r)
        var parts = try readHead(&r, tokenCount: tokenCount)
        let headEnd = r.offset
        let headChecksum = try r.word()
        let bulkStart = r.offset
        try readBulk(&r, into: &parts)
        let bulkEnd = r.offset
        let bulkChecksum = try r.word()
        guard r.offset == raw.count else { throw IndexFileError.damaged("trailing bytes") }
        // The bulk's checksum, the longest step (its pages are read for the first time), is
        // computed on a thread of its own while this one checks the head.
        let bulk = expected != nil || bulkEnd - bulkStart <= verifiedBulk ? BulkChecksum(file, bulkStart..<bulkEnd) : nil
        parts.vocabulary = vocabulary.vocabulary  // copied only now: the copy, too, reads pages for the first time
        guard headChecksum == checksum(UnsafeRawBufferPointer(rebasing: raw[0..<headEnd])) else {
            throw IndexFileError.damaged("checksum")
        }
        guard recorded.files.isWellFormed, recorded.files.count == recorded.sizes.count,
            recorded.sizes.count == recorded.modified.count
        else { throw IndexFileError.damaged("sources") }
        try IndexFileCheck.structure(parts)
        if let bulk {
            guard bulk.value() == bulkChecksum else { throw IndexFileError.damaged("checksum") }
        } else {
            try IndexFileCheck.bulkIDs(parts)
        }
        return Opened(storage: IndexStorage(parts), recorded: recorded)
    }

    /// The checksum of a region of a file, computed on a thread of its own from the moment it is made.
    private final class BulkChecksum: @unchecked Sendable {
        private var result: UInt64 = 0
        private let done = DispatchSemaphore(value: 0)

        init(_ file: MappedFile, _ region: Range<Int>) {
            let thread = Thread { [self] in
                result = IndexFile.checksum(UnsafeRawBufferPointer(rebasing: file.bytes[region]))
                done.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }

        /// The checksum, once computed.
        func value() -> UInt64 {
            done.wait()
            return result
        }
    }

    /// The vocabulary's arrays, in the order `write` put them, as columns over the file.
    private struct VocabularyColumns {
        var bytes: Column<UInt8>, byteStart: Column<Int32>, stemBytes: Column<UInt8>, stemStart: Column<Int32>
        var stemGroupStart: Column<Int32>, stemMembers: Column<UInt32>
        var bucketKeys: Column<Int32>, bucketStart: Column<Int32>, bucketMembers: Column<UInt32>

        init(_ r: inout MappedReader) throws {
            bytes = try r.column()
            byteStart = try r.column()
            stemBytes = try r.column()
            stemStart = try r.column()
            stemGroupStart = try r.column()
            stemMembers = try r.column()
            bucketKeys = try r.column()
            bucketStart = try r.column()
            bucketMembers = try r.column()
        }

        /// The vocabulary, its arrays copied out of the file (each one `memcpy`).
        var vocabulary: Vocabulary {
            func array<T>(_ column: Column<T>) -> [T] { column.withUnsafeBufferPointer { Array($0) } }
            return Vocabulary(
                bytes: array(bytes), byteStart: array(byteStart), stemBytes: array(stemBytes), stemStart: array(stemStart),
                stemGroupStart: array(stemGroupStart), stemMembers: array(stemMembers),
                bucketKeys: array(bucketKeys), bucketStart: array(bucketStart), bucketMembers: array(bucketMembers))
        }
    }

    /// The head after the sources and the vocabulary, in the order `write` put it; the vocabulary
    /// and the bulk's columns are left empty.
    private static func readHead(_ r: inout MappedReader, tokenCount: Int) throws -> IndexStorage.Parts {
        // Filled by `open` (from `VocabularyColumns`).
        let vocabulary = Vocabulary(
            bytes: [], byteStart: [], stemBytes: [], stemStart: [], stemGroupStart: [], stemMembers: [], bucketKeys: [], bucketStart: [],
            bucketMembers: [])
        let directory = RecipeDirectory(
            recipeID: try r.text(), recipeTitle: try r.text(), recipePath: try r.text(), recipeLine: try r.column(),
            recipePlatform: try r.column(), recipeMinimum: try r.column(), recipeName: try r.text(),
            pitfallStart: try r.column(), pitfallID: try r.text(), pitfallTitle: try r.text(), pitfallLine: try r.column(),
            nativeStart: try r.column(), nativeAPI: try r.text(), nativeLine: try r.column(), nativePlatform: try r.column(),
            nativeSince: try r.column(), nativeDeprecated: try r.column(), nativeReplaces: try r.column(),
            delegateStart: try r.column(), delegateSelector: try r.text(), delegateProtocol: try r.text(), delegateLine: try r.column(),
            diagnosticPath: try r.text(), diagnosticLine: try r.column(), diagnosticSeverity: try r.column(),
            diagnosticMessage: try r.text())
        let unitField: Column<UInt8> = try r.column()
        let unitBody: Column<Int32> = try r.column()
        let unitElement: Column<Int32> = try r.column()
        let docKind: Column<UInt8> = try r.column()
        let docRecipe: Column<Int32> = try r.column()
        let docElement: Column<Int32> = try r.column()
        let documentUnits = DocumentUnits(
            ownStart: try r.column(), ownCount: try r.column(), contextStart: try r.column(), contextCount: try r.column(),
            contextUnits: try r.column())
        let recipeDoc: Column<Int32> = try r.column()
        let docTitleRank: Column<UInt32> = try r.column()
        let forwardStart: Column<Int32> = try r.column()
        let postingStart: Column<Int32> = try r.column()
        let bodyTextStart: Column<Int32> = try r.column()
        let bodyTermStart: Column<Int32> = try r.column()
        let bodyTermOccurrenceStart: Column<Int32> = try r.column()
        let fields = SearchField.allCases.sorted { $0.ordinal < $1.ordinal }
        let kinds = SearchHit.Kind.allCases
        guard unitField.allSatisfy({ Int($0) < fields.count }), docKind.allSatisfy({ Int($0) < kinds.count }) else {
            throw IndexFileError.damaged("unknown field or kind")
        }
        return IndexStorage.Parts(
            vocabulary: vocabulary, directory: directory, tokenCount: tokenCount,
            unitBody: unitBody, unitField: unitField.map { fields[Int($0)] }, unitElement: unitElement,
            docKind: docKind.map { kinds[Int($0)] }, docRecipe: docRecipe, docElement: docElement,
            documentUnits: documentUnits,
            recipeDoc: recipeDoc, docTitleRank: docTitleRank,
            bodyText: TextTable(bytes: Column([]), start: bodyTextStart), bodyTermStart: bodyTermStart, bodyTerm: Column([]),
            bodyTermOccurrenceStart: bodyTermOccurrenceStart, occurrences: Column([]),
            forwardStart: forwardStart, forwardTerm: Column([]), forwardImpact: Column([]),
            postingStart: postingStart, postingDoc: Column([]), postingImpact: Column([]))
    }

    /// The bulk, in the order `write` put it.
    private static func readBulk(_ r: inout MappedReader, into parts: inout IndexStorage.Parts) throws {
        parts.bodyText = TextTable(bytes: try r.column(), start: parts.bodyText.start)
        parts.bodyTerm = try r.column()
        parts.occurrences = try r.column()
        parts.forwardTerm = try r.column()
        parts.forwardImpact = try r.column()
        parts.postingDoc = try r.column()
        parts.postingImpact = try r.column()
    }
}

/// Reads the arrays of a mapped index file in order, as columns over the mapping.
struct MappedReader {
    let file: MappedFile
    private(set) var offset: Int

    init(_ file: MappedFile, offset: Int) {
        self.file = file
        self.offset = offset
    }

    mutating func word() throws -> UInt64 {
        guard file.bytes.count - offset >= 8 else { throw IndexFileError.damaged("truncated") }
        defer { offset += 8 }
        return UInt64(littleEndian: file.bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A count, then that many values (the file keeps every array 8-byte aligned).
    mutating func column<T: BitwiseCopyable>() throws -> Column<T> {
        let count = try word()
        let stride = UInt64(MemoryLayout<T>.stride)
        guard count <= UInt64(file.bytes.count - offset) / stride, offset % MemoryLayout<T>.alignment == 0 else {
            throw IndexFileError.damaged("array beyond the end")
        }
        let column = Column<T>(mapped: file, offset: offset, count: Int(count))
        offset += (Int(count) * Int(stride) + 7) / 8 * 8
        return column
    }

    mutating func text() throws -> TextTable {
        TextTable(bytes: try column(), start: try column())
    }
}
