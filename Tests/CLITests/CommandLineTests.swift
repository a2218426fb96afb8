import Foundation
import Testing

/// End-to-end tests of the `recipes` binary: stdout, stderr and exit codes.
@Suite struct CommandLineTests {
    static let slider = """
        # Slider

        > Wrap `UISlider`.

        - Platform: iOS
        - Minimum: iOS 15
        - Tags: slider

        ## Wrapper

        ```swift
        struct ValueSlider: UIViewRepresentable {
            func makeUIView(context: Context) -> UISlider { UISlider() }
            func updateUIView(_ slider: UISlider, context: Context) {}
        }
        ```

        ## Call site

        ```swift
        struct S: View { var body: some View { ValueSlider() } }
        ```

        ## Pitfalls

        - **One.** First.
        - **Two.** Second.

        ## Prefer native

        - iOS 13: `Slider` replaces the wrapper.
        """

    func folder(_ files: [String: String]) throws -> String {
        let path = scratchFolder + "/recipes-cli-" + UUID().uuidString
        for (name, text) in files {
            let full = path + "/" + name
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return path
    }

    @Test func versionAndHelp() throws {
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("recipes "))
        let help = try BinaryRunner.run(["list", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--needs-wrapper"))
    }

    @Test(arguments: [["frobnicate"], ["list", "--bogus"], ["list", "--target", "android14"], ["show"], ["list", "--target"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: recipes"))
        #expect(result.stdout.isEmpty)
    }

    @Test func listFiltersByTargetAndSaysWhatIsHidden() throws {
        let ios17 = Self.slider.replacingOccurrences(of: "Minimum: iOS 15", with: "Minimum: iOS 17")
            .replacingOccurrences(of: "ValueSlider", with: "NewSlider")
        let dir = try folder(["a.md": Self.slider, "b.md": ios17])
        let result = try BinaryRunner.run(["list", "--target", "ios16", "--recipes", dir])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\na "))
        #expect(!result.stdout.contains("\nb "))
        #expect(result.stdout.contains("1 hidden"))
        #expect(result.stdout.contains("Slider (iOS 13+)"))
        let needed = try BinaryRunner.run(["list", "--target", "ios16", "--needs-wrapper", "--recipes", dir])
        #expect(needed.status == 1)  // Slider replaces the only applicable recipe
    }

    @Test func showFindsByNameWithATypoAndListsAmbiguity() throws {
        let other = Self.slider.replacingOccurrences(of: "ValueSlider", with: "OtherSlider")
        let dir = try folder(["value-slider.md": Self.slider, "other-slider.md": other])
        let found = try BinaryRunner.run(["show", "valueslidr", "--recipes", dir])
        #expect(found.status == 0)
        #expect(found.stdout.contains("ValueSlider: UIViewRepresentable · UISlider"))
        let ambiguous = try BinaryRunner.run(["show", "slider", "--recipes", dir])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("other-slider") && ambiguous.stderr.contains("value-slider"))
        let missing = try BinaryRunner.run(["show", "nothing-like-it", "--recipes", dir])
        #expect(missing.status == 1)
        let pitfall = try BinaryRunner.run(["show", "value-slider#two", "--recipes", dir])
        #expect(pitfall.status == 0)
        #expect(pitfall.stdout.contains("Second."))
    }

    @Test func exportFollowsTheJSONContract() throws {
        let dir = try folder(["s.md": Self.slider])
        let result = try BinaryRunner.run(["export", "--json", "--recipes", dir])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let recipe = try #require((object["recipes"] as? [[String: Any]])?.first)
        #expect(recipe["coordinator"] is NSNull)
        #expect((recipe["wrapper"] as? [String: Any])?["wrappedType"] as? String == "UISlider")
        #expect((recipe["source"] as? [String: Any])?["line"] as? Int == 1)
        let native = try #require((recipe["preferNative"] as? [[String: Any]])?.first)
        #expect(native["since"] as? String == "13")
        #expect(native["api"] as? String == "Slider")
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func lintReportsFileAndLineAndFails() throws {
        let broken = Self.slider.replacingOccurrences(of: "- **Two.** Second.", with: "- Two. Second.")
        let dir = try folder(["bad.md": broken])
        let result = try BinaryRunner.run(["lint", dir])
        #expect(result.status == 1)
        #expect(result.stdout.contains("bad.md:27: warning: a pitfall starts with a bold lead-in"))
        let clean = try BinaryRunner.run(["lint", try folder(["ok.md": Self.slider])])
        #expect(clean.status == 0)
    }

    @Test func lintWarnsOnAPreferNativeBulletThatDoesNotSayItsCoverage() throws {
        let vague = Self.slider.replacingOccurrences(of: "`Slider` replaces the wrapper.", with: "`Slider` is nice.")
        let result = try BinaryRunner.run(["lint", try folder(["vague.md": vague])])
        #expect(result.status == 1)
        #expect(result.stdout.contains("vague.md:31: warning: say whether `Slider` replaces the wrapper"))
    }

    @Test func missingPathIsAClearError() throws {
        let result = try BinaryRunner.run(["list", "--recipes", "/no/such/folder"])
        #expect(result.status == 1)
        #expect(result.stderr == "recipes: /no/such/folder: no such file or directory\n")
    }

    @Test func escapeSequencesFromRecipesNeverReachTheTerminal() throws {
        let hostile = Self.slider.replacingOccurrences(of: "# Slider", with: "# Slider \u{1B}]52;c;aGk=\u{07}\u{1B}[2J")
            .replacingOccurrences(of: "- **One.** First.", with: "- **One.** First \u{1B}[31mred\u{9B}31m.")
        let dir = try folder(["h.md": hostile])
        for arguments in [["list"], ["show", "h"], ["show", "h", "--code"]] {
            let result = try BinaryRunner.run(arguments + ["--recipes", dir])
            #expect(result.status == 0)
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B }, "\(arguments)")
        }
    }

    @Test func recipesPathEnvironmentAndBundledDefault() throws {
        let dir = try folder(["s.md": Self.slider])
        let fromEnv = try BinaryRunner.run(["list"], environment: ["RECIPES_PATH": "/no/such:\(dir)"])
        #expect(fromEnv.status == 1)  // the missing folder in RECIPES_PATH is reported, not ignored
        let ok = try BinaryRunner.run(["list"], environment: ["RECIPES_PATH": dir])
        #expect(ok.status == 0)
        #expect(ok.stdout.contains("\ns "))
        let bundled = try BinaryRunner.run(["show", "map"])
        #expect(bundled.status == 0)
        #expect(bundled.stdout.contains("MKMapView"))
    }
}
