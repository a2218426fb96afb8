import Foundation
import Testing
@testable import RecipeTUI

/// Compares a screen with `Snapshots/<name>.txt`: the text between `|` fences, then the style mask.
/// `RECORD_SNAPSHOTS=1` writes the file and fails the test, so CI can never pass by recording.
func assertSnapshot(_ buffer: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    let actual = buffer.snapshot
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded \(file.path); check it, then run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot at \(file.path); run with RECORD_SNAPSHOTS=1 to record one\n\(actual)", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var diff = ""
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let old = index < expectedLines.count ? expectedLines[index] : "∅"
        let new = index < actualLines.count ? actualLines[index] : "∅"
        if old != new { diff += "line \(index + 1):\n- \(old)\n+ \(new)\n" }
    }
    Issue.record("screen differs from \(name).txt:\n\(diff)", sourceLocation: sourceLocation)
}
