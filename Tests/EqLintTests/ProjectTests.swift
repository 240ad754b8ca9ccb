import Foundation
import Testing

/// README, "Use" and "Configuration": the project, its configuration and its index come from the
/// linted path, never from the folder eqlint runs in.
@Suite struct ProjectTests {
    /// Findings as `absolute-path:line:column: severity rule`, whatever folder printed them.
    static func findings(_ result: CLI.Result, cwd: String) throws -> [String] {
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return parsed.map { d in
            let file = d["file"] as? String ?? ""
            let absolute = file.hasPrefix("/") ? file : URL(fileURLWithPath: cwd).appendingPathComponent(file).standardizedFileURL.path
            return "\(absolute):\(d["line"] ?? 0):\(d["character"] ?? 0): \(d["severity"] ?? "") \(d["rule_id"] ?? "")"
        }.sorted()
    }

    /// A project in a repository: the screen's finding needs the toggle, in another file.
    func makeProject(_ cli: CLI, at folder: String) throws {
        try cli.makeFolder(folder + "/.git")
        try cli.write(folder + "/Sources/Toggle/SyncToggle.swift", Samples.toggle)
        try cli.write(folder + "/Sources/Screens/SettingsScreen.swift", Samples.screen)
    }

    @Test func sameFindingsFromAnyFolderAndThroughStandardInput() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try makeProject(cli, at: "work/app")
        // A configuration in the folder eqlint runs from, outside the project, must not apply.
        try cli.write("work/.eqlint.yml", "disabled_rules: [closure_captures_state]\n")
        let file = cli.dir.appendingPathComponent("work/app/Sources/Screens/SettingsScreen.swift").path
        let expected = ["\(file):5:53: Warning closure_captures_state"]
        for cwd in ["/", cli.dir.path, cli.dir.appendingPathComponent("work").path,
                    cli.dir.appendingPathComponent("work/app/Sources/Screens").path] {
            let result = try cli.run([file, "--format", "json", "--quiet"], cwd: cwd)
            #expect(try Self.findings(result, cwd: cwd) == expected, "from \(cwd): \(result.stdout) \(result.stderr)")
        }
        // An editor started in the parent folder, with the file's unsaved text.
        let piped = try cli.run(["--stdin-path", "work/app/Sources/Screens/SettingsScreen.swift", "--format", "json"],
                                stdin: Samples.screen, cwd: cli.dir.path)
        #expect(try Self.findings(piped, cwd: cli.dir.path) == expected, "\(piped.stdout) \(piped.stderr)")
        let relative = try cli.run(["SettingsScreen.swift", "--format", "json"], cwd: "work/app/Sources/Screens")
        #expect(try Self.findings(relative, cwd: cli.dir.appendingPathComponent("work/app/Sources/Screens").path) == expected)
    }

    @Test func pathsOfTwoProjectsAreLintedEachWithinItsOwn() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.remove(".git")
        try makeProject(cli, at: "one")
        try cli.write("one/.eqlint.yml", "rules:\n  closure_captures_state:\n    severity: error\n")
        // The second project has the screen but not the toggle: with one index for both, the
        // toggle of the first would make the second's screen a finding too.
        try cli.makeFolder("two/.git")
        try cli.write("two/SettingsScreen.swift", Samples.screen)
        try cli.write("two/User.swift", Samples.hashMismatch)
        let result = try cli.run(["one/Sources/Screens/SettingsScreen.swift", "two", "--format", "json"])
        let dir = cli.dir.path
        #expect(try Self.findings(result, cwd: dir) == [
            "\(dir)/one/Sources/Screens/SettingsScreen.swift:5:53: Error closure_captures_state",
            "\(dir)/two/User.swift:1:8: Error hashable_equatable_mismatch",
        ], "\(result.stdout) \(result.stderr)")
        #expect(result.status == 1)
        // Report order is path order across projects, as for one.
        let text = try cli.run(["two", "one/Sources/Screens/SettingsScreen.swift", "--quiet"])
        #expect(text.stdout.hasPrefix("one/Sources/Screens/SettingsScreen.swift:5:53: error:"), "\(text.stdout)")
    }

    @Test func outsideARepositoryThePackageOrTheFoldersOwn() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.remove(".git")
        // The nearest Package.swift is the root: the toggle in another target is indexed.
        try cli.write("pkg/Package.swift", "// swift-tools-version:6.0\n")
        try cli.write("pkg/Sources/Toggle/SyncToggle.swift", Samples.toggle)
        try cli.write("pkg/Sources/Screens/SettingsScreen.swift", Samples.screen)
        let inPackage = try cli.run(["SettingsScreen.swift", "--quiet"], cwd: "pkg/Sources/Screens")
        #expect(inPackage.stdout.contains("[closure_captures_state]"), "\(inPackage.stdout) \(inPackage.stderr)")
        // No repository, configuration or package: the file's own folder.
        try cli.write("loose/a/SettingsScreen.swift", Samples.screen)
        try cli.write("loose/SyncToggle.swift", Samples.toggle)
        let alone = try cli.run(["loose/a/SettingsScreen.swift", "--quiet"])
        #expect(alone.status == 0 && alone.stdout.isEmpty, "\(alone.stdout) \(alone.stderr)")
        // The highest configuration on the way up makes the root: now the toggle is indexed.
        try cli.write("loose/.eqlint.yml", "opt_in_rules: []\n")
        let configured = try cli.run(["loose/a/SettingsScreen.swift", "--quiet"])
        #expect(configured.stdout.contains("[closure_captures_state]"), "\(configured.stdout) \(configured.stderr)")
    }

    @Test func symlinkedProjectRoot() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try makeProject(cli, at: "real/app")
        try FileManager.default.createSymbolicLink(atPath: cli.dir.appendingPathComponent("link").path,
                                                   withDestinationPath: cli.dir.appendingPathComponent("real/app").path)
        let result = try cli.run(["link/Sources/Screens/SettingsScreen.swift", "--quiet"])
        #expect(result.stdout.hasPrefix("link/Sources/Screens/SettingsScreen.swift:5:53: warning:"), "\(result.stdout) \(result.stderr)")
        let whole = try cli.run(["link", "--quiet"])
        #expect(whole.stdout.hasPrefix("link/Sources/Screens/SettingsScreen.swift:5:53: warning:"), "\(whole.stdout) \(whole.stderr)")
    }

    /// A folder the root configuration excludes (a test workspace with a configuration of its
    /// own) is never looked into: its `.eqlint.yml` is not read, even one that only a root may be.
    @Test func aConfigurationInAnExcludedFolderIsNotRead() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write(".eqlint.yml", "excluded: [Workspace]\n")
        try cli.write("Workspace/.eqlint.yml", "strict: true\nincluded: [App]\n")
        try cli.write("Workspace/App/Card.swift", Samples.hashMismatch)
        try cli.write("Sources/Toggle.swift", Samples.toggle)
        let result = try cli.run(["lint", "--no-cache", "."])
        #expect(result.status == 0 && !result.stderr.contains("Workspace/.eqlint.yml") && !result.stdout.contains("Card.swift"),
                "\(result.stdout)\(result.stderr)")
        // Without the exclusion, the nested file is read and refused, as before.
        try cli.write(".eqlint.yml", "disabled_rules: []\n")
        let refused = try cli.run(["lint", "--no-cache", "."])
        #expect(refused.status == 2 && refused.stderr.contains("Workspace/.eqlint.yml"), "\(refused.stderr)")
    }

    @Test func nestedConfigurationsApplyBelowTheirFolder() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        func user(_ name: String) -> String { Samples.hashMismatch.replacingOccurrences(of: "User", with: name) }
        try cli.write(".eqlint.yml", "rules:\n  hashable_equatable_mismatch:\n    severity: error\n")
        try cli.write("App/Account.swift", user("Account"))
        try cli.write("Feature/.eqlint.yml", "rules:\n  hashable_equatable_mismatch:\n    severity: warning\nexcluded: [Generated]\n")
        try cli.write("Feature/Profile.swift", user("Profile"))
        try cli.write("Feature/Deep/Settings.swift", user("Settings"))
        try cli.write("Feature/Generated/Model.swift", user("Model"))
        try cli.write("Legacy/.eqlint.yml", "disabled_rules: [hashable_equatable_mismatch]\n")
        try cli.write("Legacy/Old.swift", user("Old"))
        let dir = cli.dir.path
        let expected = [
            "\(dir)/App/Account.swift:1:8: Error hashable_equatable_mismatch",
            "\(dir)/Feature/Deep/Settings.swift:1:8: Warning hashable_equatable_mismatch",
            "\(dir)/Feature/Profile.swift:1:8: Warning hashable_equatable_mismatch",
        ]
        let all = try cli.run(["--format", "json"])
        #expect(try Self.findings(all, cwd: dir) == expected, "\(all.stdout) \(all.stderr)")
        // The same from inside the nested folder, for one file and through standard input.
        let one = try cli.run(["Settings.swift", "--format", "json"], cwd: "Feature/Deep")
        #expect(try Self.findings(one, cwd: dir + "/Feature/Deep") == [expected[1]])
        let piped = try cli.run(["--stdin-path", "Feature/Generated/Model.swift"], stdin: user("Model"))
        #expect(piped.stdout.isEmpty, "excluded by the nested file: \(piped.stdout)")
        let legacy = try cli.run(["Legacy/Old.swift"])
        #expect(legacy.stdout.isEmpty && legacy.status == 0)
    }

    @Test(arguments: [
        ("included: [Sources]\n", "Feature/.eqlint.yml:1:1: 'included' belongs in the project root's configuration"),
        ("rules:\nbaseline: b.json\n", "Feature/.eqlint.yml:2:1: 'baseline' belongs in the project root's configuration"),
        ("\nstrict: true\n", "Feature/.eqlint.yml:2:1: 'strict' belongs in the project root's configuration"),
        ("rules:\n  hashable_equatable_mismatch:\n    severity: fatal\n", "Feature/.eqlint.yml:3:15: 'severity' takes error, warning or note"),
        ("disabled_rules: [view_not_equatabel]\n", "Feature/.eqlint.yml:1:18: unknown rule 'view_not_equatabel'"),
    ])
    func nestedConfigurationErrorsNameTheirFile(_ text: String, _ expected: String) throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write(".eqlint.yml", "strict: true\n")
        try cli.write("Feature/Profile.swift", Samples.hashMismatch)
        try cli.write("Feature/.eqlint.yml", text)
        for arguments in [[], ["Feature/Profile.swift"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 2 && result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
    }

    @Test func missingIncludedFolderNamesTheConfigurationLine() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("Sources/A.swift", "let a = 1\n")
        try cli.write(".eqlint.yml", "# ours\nincluded:\n  - Sources\n  - App\n")
        let result = try cli.run([])
        #expect(result.status == 2)
        #expect(result.stderr == "eqlint: error: .eqlint.yml:4:5: 'included' names 'App', which does not exist\n", "\(result.stderr)")
        #expect(try cli.run(["Sources/A.swift"]).status == 2)
    }

    @Test func docCatalogsAreNotWalkedUnlessNamed() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("Sources/App.docc/Resources/Snippet.swift", Samples.hashMismatch)
        try cli.write("Sources/Clean.swift", "let a = 1\n")
        let walked = try cli.run([])
        #expect(walked.status == 0 && walked.stdout.isEmpty && walked.stderr.contains("in 1 file"), "\(walked.stdout) \(walked.stderr)")
        for named in ["Sources/App.docc", "Sources/App.docc/Resources", "Sources/App.docc/Resources/Snippet.swift"] {
            #expect(try cli.run([named]).stdout.contains("[hashable_equatable_mismatch]"), "\(named)")
        }
    }

    /// A `.git` boundary ends a project: in a folder holding several repositories, each is
    /// linted as its own project, with its own root configuration (`included` and all).
    @Test func repositoriesInsideTheLintedFolderAreProjectsOfTheirOwn() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.remove(".git")
        try makeProject(cli, at: "repoA")
        try cli.write("repoA/.eqlint.yml", "included: [Sources]\nrules:\n  closure_captures_state:\n    severity: error\n")
        // repoB has the screen but not the toggle: it must not see repoA's types.
        try cli.makeFolder("repoB/.git")
        try cli.write("repoB/.eqlint.yml", "included: [App]\n")
        try cli.write("repoB/App/SettingsScreen.swift", Samples.screen)
        try cli.write("Loose.swift", Samples.hashMismatch)
        let result = try cli.run(["--format", "json", "--quiet"])
        #expect(result.status == 1, "\(result.stderr)")
        let found = try Self.findings(result, cwd: cli.dir.path)
        let a = cli.dir.appendingPathComponent("repoA/Sources/Screens/SettingsScreen.swift").path
        #expect(found.contains("\(a):5:53: Error closure_captures_state"), "\(found)")
        #expect(!found.contains { $0.contains("repoB/") }, "\(found)")
        #expect(found.contains { $0.contains("/Loose.swift:") }, "\(found)")
    }

    /// An empty run says so (as ruff does), and still exits 0.
    @Test func aRunWithNoSwiftFilesSaysSo() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("docs/README.md", "# nothing to lint\n")
        let result = try cli.run(["docs"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("eqlint: warning: no Swift files found under 'docs'"), "\(result.stderr)")
        let quiet = try cli.run(["docs", "--quiet"])
        #expect(quiet.stderr.contains("no Swift files found"), "the warning is no summary: --quiet keeps it")
    }

    /// A file named explicitly that is not Swift source is skipped, and the run says which.
    @Test func anExplicitNonSwiftFileIsSkippedAndSaidSo() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("README.md", "struct NotSwift {\n")
        try cli.write("User.swift", Samples.hashMismatch)
        let result = try cli.run(["README.md", "User.swift", "--format", "json", "--quiet"])
        #expect(result.stderr.contains("eqlint: warning: skipped 'README.md': not a Swift file"), "\(result.stderr)")
        let found = try Self.findings(result, cwd: cli.dir.path)
        #expect(!found.isEmpty && found.allSatisfy { $0.contains("/User.swift:") }, "\(found)")
        // Given alone, it gets that one warning, not a second that no Swift file was found.
        let alone = try cli.run(["README.md", "--quiet"])
        #expect(alone.stderr == "eqlint: warning: skipped 'README.md': not a Swift file (only .swift files are linted)\n", "\(alone.stderr)")
        try cli.makeFolder("Empty")
        let withFolder = try cli.run(["README.md", "Empty", "--quiet"])
        #expect(withFolder.stderr.hasSuffix("\neqlint: warning: no Swift files found under 'Empty'\n"), "\(withFolder.stderr)")
    }
}
