import Foundation
import Testing

/// Issue 15 (command line): help that helps, completions and the man page from the command
/// table, and the developer commands kept out of the product.
@Suite struct HelpAndCompletionTests {
    /// Columns of `line` as a terminal shows it (the help is plain in a pipe).
    private func columns(_ line: Substring) -> Int { line.count }

    @Test func helpIsWrappedAndGivesExamples() throws {
        for command in ["list", "show", "search", "check", "completions"] {
            let help = try BinaryRunner.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Examples:\n  "), "\(command) --help has examples")
            #expect(help.stdout.contains("\n  recipes \(command)") || help.stdout.contains("<(recipes \(command)"))
            let wide = help.stdout.split(separator: "\n").filter { columns($0) > 80 }
            #expect(wide.isEmpty, "\(command) --help lines wider than 80 in a pipe: \(wide)")
        }
        let global = try BinaryRunner.run(["--help"])
        #expect(global.stdout.split(separator: "\n").allSatisfy { columns($0) <= 80 })
    }

    @Test func aMistypedCommandGetsASuggestion() throws {
        let typo = try BinaryRunner.run(["serch", "region"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown command 'serch'; did you mean 'search'?"))
        let unrelated = try BinaryRunner.run(["frobnicate"])
        #expect(unrelated.status == 64)
        #expect(!unrelated.stderr.contains("did you mean"))
    }

    @Test func noDeveloperCommandIsListedOrRuns() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(!help.stdout.contains("bench"))
        let bench = try BinaryRunner.run(["bench-search", "--queries", "x"])
        #expect(bench.status == 64)
        let binary = try #require(BinaryRunner.binary)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        #expect(bytes.range(of: Data("bench-search".utf8)) == nil, "the product binary carries the bench command")
        #expect(bytes.range(of: Data("KeystrokeDriver".utf8)) == nil, "the product binary carries the keystroke driver")
    }

    @Test func bashLoadsTheCompletionsAndCompletesFromTheTable() throws {
        let binary = try #require(BinaryRunner.binary)
        let folder = (binary as NSString).deletingLastPathComponent
        let script = """
            source <(recipes completions bash)
            complete -p recipes
            t() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _recipes; echo "$*=${COMPREPLY[*]}"; }
            t recipes se
            t recipes show phpick
            t recipes list --target visionos
            t recipes check --rule ipad
            t recipes --recipes /tmp compl
            t recipes completions f
            """
        let run = try BinaryRunner.run(["completions", "bash"])
        #expect(run.status == 0)
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", script]
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = folder + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env.removeValue(forKey: "RECIPES_PATH")
        env["XDG_CACHE_HOME"] = BinaryRunner.cacheHome
        bash.environment = env
        let out = Pipe()
        bash.standardOutput = out
        try bash.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bash.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "complete -o default -F _recipes recipes")
        #expect(lines.contains("recipes se=search"))
        #expect(lines.contains("recipes show phpick=phpicker"))
        #expect(lines.contains("recipes list --target visionos=visionos1 visionos2 visionos26 visionos27"))
        #expect(lines.contains("recipes check --rule ipad=ipad-popover"))
        #expect(lines.contains("recipes --recipes /tmp compl=completions"))
        #expect(lines.contains("recipes completions f=fish"))
    }

    @Test func zshAndFishScriptsNameEveryCommandAndOption() throws {
        let zsh = try BinaryRunner.run(["completions", "zsh"])
        let fish = try BinaryRunner.run(["completions", "fish"])
        #expect(zsh.stdout.hasPrefix("#compdef recipes\n"))
        for command in ["list", "show", "search", "export", "lint", "check", "browse", "completions", "man"] {
            #expect(zsh.stdout.contains("'\(command):"), "zsh lacks \(command)")
            #expect(fish.stdout.contains("-a \(command) -d"), "fish lacks \(command)")
        }
        #expect(zsh.stdout.contains("--needs-wrapper["))
        #expect(fish.stdout.contains("-l needs-wrapper"))
        #expect(try BinaryRunner.run(["completions", "tcsh"]).status == 64)
    }

    @Test func theManPageHasTheCommandsAndTheBrowserKeys() throws {
        let man = try BinaryRunner.run(["man"])
        #expect(man.status == 0)
        #expect(man.stdout.hasPrefix(".TH RECIPES 1"))
        for text in [".SS list", ".SS completions", "\\-\\-needs\\-wrapper", ".SH BROWSER KEYS", "Ctrl\\-O", "back through what was opened"] {
            #expect(man.stdout.contains(text), "the man page lacks \(text)")
        }
    }

    @Test func listIdsAndAPipedShowArePlain() throws {
        let ids = try BinaryRunner.run(["list", "--ids"])
        #expect(ids.status == 0)
        #expect(ids.stdout.split(separator: "\n").allSatisfy { !$0.contains(" ") })
        #expect(ids.stdout.split(separator: "\n").contains("phpicker"))
        let show = try BinaryRunner.run(["show", "phpicker"], environment: ["PAGER": "/bin/false"])
        #expect(show.status == 0)
        #expect(!show.stdout.contains("\u{1B}"))
        #expect(show.stdout.contains("PHPickerViewController"))
        // Unwrapped in a pipe: the summary is one line however long.
        #expect(show.stdout.split(separator: "\n")[1].count > 80)
    }
}
