import Foundation

/// Writes a shell script at `path` (a `#!/bin/sh` line, then `body`) and makes it executable, from
/// a child process: a descriptor open in this process would be inherited by the processes other
/// tests start meanwhile, and running the script would fail with "text file busy" (status 126).
func writeExecutableScript(_ body: String, to path: String) throws {
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "printf '%s\\n' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", "#!/bin/sh\n" + body, path]
    try writer.run()
    writer.waitUntilExit()
    guard writer.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
}
