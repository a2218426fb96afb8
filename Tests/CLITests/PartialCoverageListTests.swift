import Testing

/// `recipes list --target T --needs-wrapper` keeps a wrapper that a native API only partly covers,
/// marks that API partial, and says what it covers (issue 12: partial replacements are not replacements).
@Suite struct PartialCoverageListTests {
    @Test func theMapWrapperStaysAtIOS16AndSaysWhatMapCovers() throws {
        let run = try BinaryRunner.run(["list", "--target", "ios16", "--needs-wrapper", "--no-color"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let row = try #require(lines.first { $0.hasPrefix("mkmapview ") })
        #expect(row.contains("Map (iOS 14+, partial)"))
        let partial = try #require(lines.firstIndex { $0.hasPrefix("Partial native alternatives at iOS 16") })
        #expect(lines[(partial + 1)...].contains { $0.contains("mkmapview") && $0.contains("covers") && $0.contains("keep the wrapper for") })
    }

    @Test func aFullReplacementDropsTheWrapperAtItsTarget() throws {
        let run = try BinaryRunner.run(["list", "--target", "ios16", "--needs-wrapper", "--no-color"])
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("phpicker ") })
        #expect(run.stdout.contains("replaced natively at iOS 16"))
    }
}
