import Foundation
import Testing

/// `recipes` with no command and standard output not a terminal is `recipes list` (F18).
@Suite struct DefaultCommandTests {
    @Test func withoutATerminalTheBrowserIsTheList() throws {
        let browse = try BinaryRunner.run([])
        let list = try BinaryRunner.run(["list"])
        #expect(browse.status == 0)
        #expect(browse.stdout == list.stdout)
        #expect(browse.stdout.hasPrefix("ID "))
        #expect(browse.stdout.contains("\nmkmapview "))
    }

    @Test func theListFallbackKeepsTheTarget() throws {
        let browse = try BinaryRunner.run(["--target", "ios16"])
        #expect(browse.status == 0)
        #expect(browse.stdout == (try BinaryRunner.run(["list", "--target", "ios16"])).stdout)
        #expect(browse.stdout.contains("hidden: not for iOS 16"))
    }
}
