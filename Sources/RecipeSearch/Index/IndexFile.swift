import RecipeKit

/// The layout of a search index cache file: a header (magic, format, the binary that wrote it,
/// the indexed text's fingerprint, counts, when its sources were stamped), the files the catalog
/// came from with their stamps, every array of the index as raw little-endian values each padded
/// to 8 bytes, in two parts each followed by its checksum: the *head* (vocabulary, directory,
/// documents, every offset array; a few MB at 10,000 recipes) and the *bulk* (body texts, the
/// bodies' terms and occurrences, the forward index's terms and impacts, the postings: over 90%
/// of the file).
///
/// The file is memory-mapped, not read: a search touches only the pages of the terms and documents
/// it needs. Opening checks the head's checksum and then the structure (`IndexFileCheck`), so that
/// a damaged file can never make a query read out of bounds; see `open` for the bulk.
enum IndexFile {
    static let magic = Array("recipes-index\n\0\0".utf8)
    /// Bumped whenever the arrays or their meaning change.
    static let formatVersion: UInt64 = 6

    /// A hash of everything the index is built from: each unit's text, field, recipe and element,
    /// and how documents are made of units.
    static func fingerprint(_ layout: DocumentLayout) -> UInt64 {
        var h: UInt64 = 0x51_7CC1_B727_220A
        func mix(_ value: UInt64) { h = (h ^ value) &* 0x9E37_79B9_7F4A_7C15; h ^= h >> 31 }
        for u in layout.unitText.indices {
            var text = layout.unitText[u]
            mix(text.withUTF8 { ContentHash.hash(UnsafeRawBufferPointer($0)) })
            mix(
                UInt64(layout.unitField[u].ordinal) << 48 | UInt64(UInt32(bitPattern: layout.unitRecipe[u])) << 16
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

    /// The checksum of a part of the file: a hash of the hashes of 4 MiB chunks, computed on all cores.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = (bytes.count + checksumChunk - 1) / checksumChunk
        let hashes = Parallel.map(count) { i in
            ContentHash.hash(UnsafeRawBufferPointer(rebasing: bytes[(i * checksumChunk)..<min(bytes.count, (i + 1) * checksumChunk)]))
        }
        return checksum(chunkHashes: hashes, length: bytes.count)
    }

    /// The chunk size of `checksum`.
    static let checksumChunk = 4 << 20

    /// A region's checksum from the hashes of its chunks, in order, and its length.
    static func checksum(chunkHashes: [UInt64], length: Int) -> UInt64 {
        chunkHashes.withUnsafeBytes { ContentHash.hash($0) } ^ UInt64(length)
    }

    static var builderHash: UInt64 { ContentHash.hash(Array(CatalogCache.buildIdentity.utf8)) }

    // MARK: - Writing

    static func write(_ storage: IndexStorage, fingerprint: UInt64, sources: IndexSources?, to path: String) throws {
        guard let file = AtomicFile(path: path) else { throw IndexFileError.unwritable(path) }
        var w = StreamWriter(file)
        w.bytes(magic)
        w.word(formatVersion)
        w.word(builderHash)
        w.word(fingerprint)
        w.word(UInt64(storage.tokenCount))
        w.word(UInt64(bitPattern: sources?.stampedAt ?? 0))
        // Sources: without them (a catalog made in memory) the file opens only with its catalog.
        let settled = sources?.areSettled == true
        w.array(Array((settled ? sources!.mode : "").utf8))
        w.text(TextTable(settled ? sources!.files : []))
        w.array(settled ? sources!.stamps.map { $0!.size } : [])
        w.array(settled ? sources!.stamps.map { $0!.modified } : [])

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

        let directory = storage.directory
        w.text(directory.recipeID)
        w.text(directory.recipeTitle)
        w.text(directory.recipePath)
        w.column(directory.recipeLine)
        w.column(directory.recipePlatform)
        w.column(directory.recipeMinimum)
        w.text(directory.recipeName)
        w.column(directory.pitfallStart)
        w.text(directory.pitfallID)
        w.text(directory.pitfallTitle)
        w.column(directory.pitfallLine)
        w.column(directory.nativeStart)
        w.text(directory.nativeAPI)
        w.column(directory.nativeLine)
        w.column(directory.nativePlatform)
        w.column(directory.nativeSince)
        w.column(directory.nativeDeprecated)
        w.column(directory.nativeReplaces)
        w.column(directory.delegateStart)
        w.text(directory.delegateSelector)
        w.text(directory.delegateProtocol)
        w.column(directory.delegateLine)
        w.text(directory.diagnosticPath)
        w.column(directory.diagnosticLine)
        w.column(directory.diagnosticSeverity)
        w.text(directory.diagnosticMessage)

        w.array(storage.unitField.map { UInt8($0.ordinal) })
        w.column(storage.unitBody)
        w.column(storage.unitElement)
        w.array(storage.docKind.map { UInt8(SearchHit.Kind.allCases.firstIndex(of: $0)!) })
        w.column(storage.docRecipe)
        w.column(storage.docElement)
        w.column(storage.documentUnits.ownStart)
        w.column(storage.documentUnits.ownCount)
        w.column(storage.documentUnits.contextStart)
        w.column(storage.documentUnits.contextCount)
        w.column(storage.documentUnits.contextUnits)
        w.column(storage.recipeDoc)
        w.column(storage.docTitleRank)
        w.column(storage.forwardStart)
        w.column(storage.postingStart)
        w.column(storage.bodyText.start)
        w.column(storage.bodyTermStart)
        w.column(storage.bodyTermOccurrenceStart)
        w.checksumWord(w.endRegion())

        w.column(storage.bodyText.bytes)
        w.column(storage.bodyTerm)
        w.column(storage.occurrences)
        w.column(storage.forwardTerm)
        w.column(storage.forwardImpact)
        w.column(storage.postingDoc)
        w.column(storage.postingImpact)
        w.checksumWord(w.endRegion())
        guard w.finish() else { throw IndexFileError.unwritable(path) }
    }

    /// Writes raw values to the file through a 4 MiB buffer, each array as a count and its bytes
    /// padded to a multiple of 8, hashing each 4 MiB chunk of a region as `checksum` does.
    private struct StreamWriter {
        let file: AtomicFile
        var buffer: [UInt8] = []
        var chunkHashes: [UInt64] = []
        var regionLength = 0

        init(_ file: AtomicFile) {
            self.file = file
            buffer.reserveCapacity(IndexFile.checksumChunk)
        }

        mutating func bytes(_ values: [UInt8]) { values.withUnsafeBytes { append($0) } }

        mutating func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { append($0) } }

        mutating func array<T>(_ values: [T]) { values.withUnsafeBufferPointer { raw($0) } }

        mutating func column<T>(_ values: Column<T>) { values.withUnsafeBufferPointer { raw($0) } }

        mutating func text(_ table: TextTable) {
            column(table.bytes)
            column(table.start)
        }

        /// Ends the region written since the last call: its checksum.
        mutating func endRegion() -> UInt64 {
            if !buffer.isEmpty { flush() }
            defer { chunkHashes = []; regionLength = 0 }
            return IndexFile.checksum(chunkHashes: chunkHashes, length: regionLength)
        }

        /// A checksum, written between regions (in neither).
        mutating func checksumWord(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { file.write($0) }
        }

        /// Renames the file into place; false when something could not be written.
        func finish() -> Bool { file.commit() }

        private mutating func raw<T>(_ values: UnsafeBufferPointer<T>) {
            word(UInt64(values.count))
            append(UnsafeRawBufferPointer(values))
            let padding = (8 - regionLength % 8) % 8
            if padding > 0 { withUnsafeBytes(of: UInt64(0)) { append(UnsafeRawBufferPointer(rebasing: $0.prefix(padding))) } }
        }

        private mutating func append(_ bytes: UnsafeRawBufferPointer) {
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = min(rest.count, IndexFile.checksumChunk - buffer.count)
                buffer += UnsafeRawBufferPointer(rebasing: rest.prefix(n))
                rest = rest.dropFirst(n)
                regionLength += n
                if buffer.count == IndexFile.checksumChunk { flush() }
            }
        }

        private mutating func flush() {
            buffer.withUnsafeBytes { chunk in
                chunkHashes.append(ContentHash.hash(chunk))
                file.write(chunk)
            }
            buffer.removeAll(keepingCapacity: true)
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
