import Foundation
import Testing

/// The audit's escape-sequence payloads in every field of a house and a third-party recipe, in
/// file names and in a Swift file, through every command of the real binary: no byte of
/// stdout or stderr is a control a terminal could act on (F3, F4).
@Suite struct TerminalSafetyTests {
    /// OSC 0 (title), OSC 52 (clipboard), CSI 2J, DCS, C1 CSI, C1 OSC, RLO, BEL/BS/DEL, CR.
    static let payloads = [
        "\u{1B}]0;PWNED\u{07}", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}[2J", "\u{1B}P1$r\u{1B}\\",
        "\u{9B}2J", "\u{9D}0;PWNED\u{9C}", "\u{202E}", "\u{07}\u{08}\u{7F}", "\r"
    ]
    /// All but CR, which Markdown reads as a line end: for one-line fields.
    static let all = payloads.dropLast().joined()

    /// Every scalar a terminal could act on: C0 but newline and tab, DEL, C1, bidi controls.
    static func unsafeScalars(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let v = scalar.value
            return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
                || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
        }.map { String(format: "U+%04X", $0.value) }
    }

    static let house = """
        # Hostile \(all) title

        > Summary \(all) with `code \(all)`.

        - Platform: iOS
        - Minimum: iOS 15
        - Frameworks: SwiftUI, UIKit\(all)
        - Tags: hostile, tag\(all)

        ## Wrapper

        ```swift
        // \(all) pasted\r and more
        struct HostileLabel: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ label: UILabel, context: Context) { label.text = "\(all)" }
        }
        ```

        ## Call site

        ```swift
        struct S: View { var body: some View { HostileLabel() } }
        ```

        ## Pitfalls

        - **Pitfall \(all) one.** Text \(all). [check: update-without-guard]
        - **Second.** More \(all).

        ## Prefer native

        - iOS 16: `Text\(all)` replaces the wrapper: \(all).
        """

    static let thirdParty = """
        ## 1. Third \(all) party

        Wrap a switch \(all).

        ```swift
        struct HostileSwitch: UIViewRepresentable {
            func makeUIView(context: Context) -> UISwitch { UISwitch() }
            func updateUIView(_ view: UISwitch, context: Context) {}
        }
        ```

        Pitfalls:
        - **Switch \(all).** It \(all) flips.
        """

    static let swift = """
        // \(all)
        struct HostileView: UIViewRepresentable {
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ v: UIView, context: Context) {}
            final class Coordinator: NSObject {
                let parent: HostileView
                init(parent: HostileView) { self.parent = parent }
            }
        }
        """

    /// A folder with the two recipes under hostile names and two plain-named copies (so that
    /// `show hostile` is ambiguous and prints its candidates), and a Swift file.
    private func hostileFolder() throws -> (folder: String, swiftFile: String) {
        let folder = scratchFolder + "/recipes-safety-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "hostile-\(Self.payloads[0])\(Self.payloads[1]).md": Self.house,
            "hostile-2.md": Self.house,
            "third-\(Self.payloads[6])\(Self.payloads[4]).md": Self.thirdParty,
            "hostile-\(Self.payloads[2])\(Self.payloads[7])\(Self.payloads[8]).swift": Self.swift
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        return (folder, folder + "/hostile-\(Self.payloads[2])\(Self.payloads[7])\(Self.payloads[8]).swift")
    }

    @Test func noCommandPrintsAControlCharacter() throws {
        let (folder, swiftFile) = try hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hostileID = "hostile-\(Self.payloads[0])\(Self.payloads[1])"
        let commands: [[String]] = [
            ["list"], ["list", "--json"], ["lint", folder], ["export", "--json"],
            ["show", "hostile"], ["show", hostileID], ["show", hostileID, "--json"], ["show", hostileID, "--code"],
            ["show", hostileID + "#second"], ["show", hostileID + "#nothing"], ["show", "nothing\(Self.all)"],
            ["search", "pitfall"], ["search", "pitfall", "--json"], ["search", "hostile\(Self.all)"],
            ["check", swiftFile], ["check", swiftFile, "--json"], ["check", swiftFile, "--format", "sarif"],
            ["check", "--list-rules"], ["check", "--list-rules", "--json"], ["check", folder + "/missing\(Self.all).swift"],
            ["frobnicate\(Self.all)"]
        ]
        var checked = 0
        for command in commands {
            let arguments = command.first == "lint" || command.first == "frobnicate\(Self.all)" ? command : command + ["--recipes", folder]
            let result = try BinaryRunner.run(arguments)
            #expect(Self.unsafeScalars(result.stdout).isEmpty, "stdout of \(command.prefix(2)): \(Self.unsafeScalars(result.stdout))")
            #expect(Self.unsafeScalars(result.stderr).isEmpty, "stderr of \(command.prefix(2)): \(Self.unsafeScalars(result.stderr))")
            if !result.stdout.isEmpty || !result.stderr.isEmpty { checked += 1 }
        }
        #expect(checked == commands.count)
    }

    /// The payload is shown, not dropped: the escapes name each character.
    @Test func payloadsAreShownAsVisibleEscapes() throws {
        let (folder, _) = try hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lint = try BinaryRunner.run(["lint", folder])
        #expect(lint.stdout.contains("hostile-\\u{1B}]0;PWNED\\u{7}\\u{1B}]52;c;cHduZWQ=\\u{7}.md"))
        let list = try BinaryRunner.run(["list", "--recipes", folder])
        #expect(list.stdout.contains("Hostile \\u{1B}]0;PWNED\\u{7}"))
        #expect(list.stdout.contains("\\u{202E}"))
    }

    /// The id as printed (with visible escapes) can be typed back to `show`.
    @Test func theIDAsPrintedFindsTheRecipe() throws {
        let (folder, _) = try hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shown = try BinaryRunner.run(["show", #"hostile-\u{1B}]0;PWNED\u{7}\u{1B}]52;c;cHduZWQ=\u{7}"#, "--json", "--recipes", folder])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains(#""id" : "hostile-\u001b]0;PWNED\u0007\u001b]52;c;cHduZWQ=\u0007""#))
    }

    /// JSON keeps the text (escaped as `\uXXXX`), so decoding gives back the payload.
    @Test func jsonEscapesTheControlsAndKeepsTheText() throws {
        let (folder, _) = try hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = try BinaryRunner.run(["show", "hostile-2", "--json", "--recipes", folder])
        #expect(export.stdout.contains("\\u009B2J"))
        #expect(export.stdout.contains("\\u202E"))
        #expect(export.stdout.contains("\\u007F"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Hostile \(Self.all) title")
    }
}
