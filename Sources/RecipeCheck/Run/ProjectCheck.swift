import RecipeKit
import Dispatch

extension Checker {
    /// Checks every `.swift` file under `paths` (see `SwiftFileCollector`), on all cores.
    public func check(paths: [String]) throws -> CheckReport {
        let (files, warnings) = try SwiftFileCollector.collect(paths)
        var report = check(files: files)
        report.warnings = warnings + report.warnings
        return report
    }

    /// Reads and checks `files` on all cores. A missing availability check is reported only when
    /// no file mentions it, since the check often sits at the call site in another file.
    ///
    /// Two passes: the first reads every file and gathers the project's names for the
    /// representable protocols (aliases, refining protocols, often in another file than their
    /// users); the second runs the rules on the files that may hold a representable.
    public func check(files: [String]) -> CheckReport {
        let prepared = Slots<PreparedFile>(count: files.count, initial: PreparedFile())
        let warnings = Slots<String?>(count: files.count, initial: nil)
        defer { prepared.release(); warnings.release() }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            switch FileReader.contents(of: files[index]) {
            case .bytes(let bytes): prepared[index] = prepare(bytes: bytes, path: files[index])
            case .skipped(let reason): warnings[index] = "\(files[index]): \(reason); skipped"
            }
        }
        let conformances = RepresentableConformances(declarations: files.indices.flatMap { prepared[$0].declarations })
        // Names without `Representable` in them: files that use only such a name are read again.
        let extraMarkers = conformances.protocolsByName.keys.filter { !$0.contains("Representable") }.sorted().map { Array($0.utf8) }
        let results = Slots<FileResult>(count: files.count, initial: FileResult())
        defer { results.release() }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var file = prepared[index].source
            if file == nil, !extraMarkers.isEmpty, warnings[index] == nil, case .bytes(let bytes) = FileReader.contents(of: files[index]) {
                file = prepare(bytes: bytes, path: files[index], extraMarkers: extraMarkers).source
            }
            if let file { results[index] = check(file, conformances: conformances) }
        }
        var findings: [Finding] = []
        var conditional: [(finding: Finding, unlessMentioned: [String])] = []
        var byCallers: [(finding: Finding, question: CallerQuestion)] = []
        var mentions = Set<String>()
        var representables = 0
        var skipped: [String] = []
        for index in files.indices {
            let result = results[index]
            findings += result.findings
            conditional += result.conditional
            byCallers += result.byCallers
            mentions.formUnion(prepared[index].mentions)
            representables += result.representables
            if let warning = warnings[index] { skipped.append(warning) }
        }
        findings += conditional.filter { !$0.unlessMentioned.contains(where: mentions.contains) }.map(\.finding)
        findings += findingsTheirCallers(byCallers.map(\.question), files: files, prepared: prepared, warnings: warnings).enumerated()
            .filter { $0.element }.map { byCallers[$0.offset].finding }
        return CheckReport(
            findings: findings.sorted(by: Finding.sortedOrder), filesChecked: files.count - skipped.count,
            representables: representables, warnings: skipped)
    }
}

extension Checker {
    /// For each question, whether its finding stands (`CallerQuestion.standing`) over the
    /// answers of every checked file. Files the first pass did not parse are read
    /// again when their bytes name one of the representables.
    fileprivate func findingsTheirCallers(
        _ questions: [CallerQuestion], files: [String], prepared: Slots<PreparedFile>, warnings: Slots<String?>
    ) -> [Bool] {
        guard !questions.isEmpty else { return [] }
        return CallerQuestion.standing(questions) { questions in
            let markers = questions.map { Array($0.typeName.utf8) }
            let answers = Slots<[CallerQuestion.Answer]>(count: files.count, initial: [])
            defer { answers.release() }
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                guard warnings[index] == nil else { return }
                var file = prepared[index].source
                if file == nil, case .bytes(let bytes) = FileReader.contents(of: files[index]),
                    bytes.withUnsafeBufferPointer({ buffer in markers.contains { ByteSearch.contains(buffer, $0) } })
                {
                    file = SourceFile(path: files[index], text: String(decoding: bytes, as: UTF8.self))
                }
                guard let file else { return }
                answers[index] = CallerQuestion.answers(questions, in: file)
            }
            return files.indices.map { answers[$0] }.filter { !$0.isEmpty }
        }
    }
}

/// One slot per file, each written by exactly one `concurrentPerform` worker and read after it.
private final class Slots<Value>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<Value>
    private let count: Int

    init(count: Int, initial: Value) {
        self.count = count
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: initial, count: count)
    }

    subscript(index: Int) -> Value {
        get { values[index] }
        set { values[index] = newValue }
    }

    func release() {
        values.deinitialize(count: count)
        values.deallocate()
    }
}
