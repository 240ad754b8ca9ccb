import Foundation
import Testing

/// Each command's `--help`, `eqlint init`'s file, and the baseline adoption recipe of the README.
@Suite struct CommandTests {
    @Test(arguments: [
        (["rules", "--help"], "eqlint rules [--format text|json|markdown]"),
        (["rules", "--format", "json", "--help"], "eqlint rules [--format text|json|markdown]"),
        (["init", "--help"], "eqlint init"),
        (["explain", "--help"], "eqlint explain RULE"),
        (["explain", "view_not_equatable", "-h"], "eqlint explain RULE"),
        (["facts", "--help"], "eqlint facts [--files-from FILE]"),
        (["lint", "--help"], "--stdin-path PATH"),
        (["help", "rules"], "eqlint rules [--format text|json|markdown]"),
    ])
    func everyCommandTakesHelp(_ arguments: [String], _ expected: String) throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        let result = try cli.run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        #expect(result.stdout.contains("USAGE") && result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        #expect(!cli.exists(".eqlint.yml"), "`init --help` must not write a configuration")
    }

    @Test func mainHelpPointsAtCommandHelp() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        #expect(try cli.run(["--help"]).stdout.contains("eqlint COMMAND --help"))
    }

    /// README's adoption recipe: record today's findings, then `--baseline FILE --strict` in CI
    /// fails on any new finding, warnings included, and passes while there is none.
    @Test func baselineWithStrictFailsOnlyOnNewFindings() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        func user(_ name: String) -> String { Samples.hashMismatch.replacingOccurrences(of: "User", with: name) }
        // Warnings, so that only `--strict` can make them fail.
        try cli.write(".eqlint.yml", "rules:\n  hashable_equatable_mismatch:\n    severity: warning\n")
        try cli.write("Sources/Account.swift", user("Account"))
        try cli.write("Sources/Profile.swift", user("Profile"))
        let write = try cli.run(["--write-baseline", ".eqlint-baseline.json"])
        #expect(write.status == 0 && write.stderr.contains("recorded 2 diagnostics"), "\(write.stderr)")
        #expect(try cli.run(["--strict"]).status == 1)
        let clean = try cli.run(["--baseline", ".eqlint-baseline.json", "--strict"])
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)")
        // Moved lines and a run from a subfolder keep the recorded findings recorded.
        try cli.write("Sources/Account.swift", "// moved\n\n" + user("Account"))
        let moved = try cli.run(["Account.swift", "--baseline", "../.eqlint-baseline.json", "--strict"], cwd: "Sources")
        #expect(moved.status == 0 && moved.stdout.isEmpty, "\(moved.stdout)")
        // A new warning fails the run, and is the only one reported.
        try cli.write("Sources/Settings.swift", user("Settings"))
        let fresh = try cli.run(["--baseline", ".eqlint-baseline.json", "--strict", "--quiet"])
        #expect(fresh.status == 1)
        #expect(fresh.stdout.hasPrefix("Sources/Settings.swift:1:8: warning:") && fresh.stdout.split(separator: "\n").count == 1,
                "\(fresh.stdout)")
        // Without --strict a new warning is reported but does not fail; named in the
        // configuration, the baseline and `strict: true` do the same as the two options.
        #expect(try cli.run(["--baseline", ".eqlint-baseline.json"]).status == 0)
        try cli.write(".eqlint.yml", "rules:\n  hashable_equatable_mismatch:\n    severity: warning\nbaseline: .eqlint-baseline.json\nstrict: true\n")
        #expect(try cli.run([]).status == 1)
        try cli.remove("Sources/Settings.swift")
        let configured = try cli.run([])
        #expect(configured.status == 0 && configured.stdout.isEmpty, "\(configured.stdout)")
    }

    @Test func initWritesAConfigurationThatExcludesNothing() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("Sources/Generated/Model.generated.swift", Samples.hashMismatch)
        #expect(try cli.run(["init"]).status == 0)
        let written = cli.read(".eqlint.yml") ?? ""
        let active = written.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        #expect(!active.contains { $0.hasPrefix("excluded:") } && written.contains("# excluded: ["), "\(written)")
        // An opt-in rule is said to be one once per comment.
        #expect(written.contains("never find equal (opt-in).\n  view_not_equatable:") && !written.contains("(opt-in). (opt-in)"), "\(written)")
        #expect(try cli.run(["--quiet"]).stdout.contains("Model.generated.swift:1:8: error:"))
        // The same file is valid as a nested configuration (no key only the root may set).
        try cli.makeFolder("Sources/Feature")
        #expect(try cli.run(["init"], cwd: "Sources/Feature").status == 0)
        #expect(try cli.run(["--quiet"]).status == 1)
        #expect(try cli.run(["init", "extra"]).status == 2)
    }
}
