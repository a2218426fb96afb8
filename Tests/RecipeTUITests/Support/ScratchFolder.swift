import Foundation

/// The one folder this test process writes temporary files under, removed when the process exits.
let scratchFolder: String = {
    let path = NSTemporaryDirectory() + "recipes-tests-\(getpid())-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: scratchFolder) }
    return path
}()
