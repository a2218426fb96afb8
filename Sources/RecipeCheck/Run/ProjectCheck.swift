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
    public func check(files: [String]) -> CheckReport {
        let slots = ResultSlots(count: files.count)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            switch FileReader.contents(of: files[index]) {
            case .bytes(let bytes):
                slots.store(check(bytes: bytes, path: files[index]), at: index)
            case .skipped(let reason):
                slots.store(FileResult(), warning: "\(files[index]): \(reason); skipped", at: index)
            }
        }
        var findings: [Finding] = []
        var conditional: [(finding: Finding, unlessMentioned: [String])] = []
        var mentions = Set<String>()
        var representables = 0
        var warnings: [String] = []
        for index in files.indices {
            let (result, warning) = slots.value(at: index)
            findings += result.findings
            conditional += result.conditional
            mentions.formUnion(result.mentions)
            representables += result.representables
            if let warning { warnings.append(warning) }
        }
        findings += conditional.filter { !$0.unlessMentioned.contains(where: mentions.contains) }.map(\.finding)
        return CheckReport(findings: findings.sorted(by: Finding.sortedOrder), filesChecked: files.count - warnings.count,
                           representables: representables, warnings: warnings)
    }
}

/// One result slot per file, each written by exactly one `concurrentPerform` worker.
private final class ResultSlots: @unchecked Sendable {
    private let results: UnsafeMutablePointer<Checker.FileResult>
    private let warnings: UnsafeMutablePointer<String?>
    private let count: Int

    init(count: Int) {
        self.count = count
        results = .allocate(capacity: max(count, 1))
        results.initialize(repeating: Checker.FileResult(), count: count)
        warnings = .allocate(capacity: max(count, 1))
        warnings.initialize(repeating: nil, count: count)
    }

    func store(_ result: Checker.FileResult, warning: String? = nil, at index: Int) {
        results[index] = result
        warnings[index] = warning
    }

    func value(at index: Int) -> (Checker.FileResult, String?) { (results[index], warnings[index]) }

    func release() {
        results.deinitialize(count: count)
        results.deallocate()
        warnings.deinitialize(count: count)
        warnings.deallocate()
    }
}
