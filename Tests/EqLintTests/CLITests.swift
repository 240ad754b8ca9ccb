import Foundation
import Testing

@Suite struct CLITests {
    @Test func exitStatusesFollowSeverityAndStrict() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Clean.swift", "let x = 1\n")
        #expect(try cli.run(["Clean.swift"]).status == 0)
        try cli.write("Card.swift", Samples.notEquatable)
        let warn = try cli.run(["Card.swift"])
        #expect(warn.status == 0)
        #expect(warn.stdout.hasPrefix("Card.swift:1:8: warning: 'Card' is not Equatable"))
        #expect(warn.stdout.hasSuffix("[view_not_equatable]\n"))
        #expect(warn.stderr.hasPrefix("eqlint: 0 errors, 1 warning in 1 file ("))
        #expect(try cli.run(["Card.swift", "--strict"]).status == 1)
        try cli.write("User.swift", Samples.hashMismatch)
        let error = try cli.run(["lint", "User.swift", "--quiet"])
        #expect(error.status == 1 && error.stderr.isEmpty)
        #expect(error.stdout.contains("User.swift:1:8: error:"))
    }

    @Test func badArgumentsExitTwoWithOneLine() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let unknown = try cli.run(["--formt", "json"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "eqlint: error: unknown option '--formt'; did you mean '--format'?\n")
        let missing = try cli.run(["--format"])
        #expect(missing.status == 2 && missing.stderr.contains("'--format' needs a value"))
        let format = try cli.run(["--format", "xml", "."])
        #expect(format.status == 2 && format.stderr.contains("unknown format 'xml'"))
        let rule = try cli.run([".", "--enable", "view_not_equatabel"])
        #expect(rule.status == 2)
        #expect(rule.stderr.contains("unknown rule 'view_not_equatabel'; did you mean 'view_not_equatable'?"))
        let path = try cli.run(["NoSuchFile.swift"])
        #expect(path.status == 2 && path.stderr.contains("no such file or directory: 'NoSuchFile.swift'"))
        let command = try cli.run(["explian"])
        #expect(command.status == 2 && command.stderr.contains("did you mean 'explain'?"))
        let explain = try cli.run(["explain", "nope"])
        #expect(explain.status == 2 && explain.stderr.contains("unknown rule 'nope'"))
    }

    @Test func malformedConfigurationNamesLineAndColumn() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("A.swift", "let a = 1\n")
        try cli.write(".eqlint.yml", "included: [.]\nrules:\n  view_not_equatable:\n    min_inputs: [1\n")
        let syntax = try cli.run(["A.swift"])
        #expect(syntax.status == 2)
        #expect(syntax.stderr.contains(".eqlint.yml:4:"), "\(syntax.stderr)")
        try cli.write(".eqlint.yml", "inclded: [.]\n")
        let key = try cli.run(["A.swift"])
        #expect(key.status == 2)
        #expect(key.stderr.contains(".eqlint.yml:1:1: unknown key 'inclded'; did you mean 'included'?"), "\(key.stderr)")
        try cli.write(".eqlint.yml", "rules:\n  view_not_equatable:\n    min_inputs: many\n")
        let type = try cli.run(["A.swift"])
        #expect(type.status == 2 && type.stderr.contains(".eqlint.yml:3:17: 'min_inputs' of 'view_not_equatable' takes an integer"), "\(type.stderr)")
        try cli.write(".eqlint.yml", "disabled_rules:\n  - hashable_equatable_mismach\n")
        let rule = try cli.run(["A.swift"])
        #expect(rule.status == 2 && rule.stderr.contains(".eqlint.yml:2:5: unknown rule 'hashable_equatable_mismach'; did you mean 'hashable_equatable_mismatch'?"), "\(rule.stderr)")
        try cli.write(".eqlint.yml", "\u{1}\u{2}: [\"\n\t- x")
        #expect(try cli.run(["A.swift"]).status == 2)
        // Every error of the file in one run, each on its own line, in the file's order.
        try cli.write(".eqlint.yml", """
            disabled_rules: [view_not_equatble, nope]
            rules:
              view_not_equatable:
                severity: fatal
                mode: sometimes
            strict: maybe
            inclded: [.]

            """)
        let several = try cli.run(["A.swift"])
        #expect(several.status == 2)
        #expect(several.stderr == """
            eqlint: error: .eqlint.yml:1:18: unknown rule 'view_not_equatble'; did you mean 'view_not_equatable'?
            eqlint: error: .eqlint.yml:1:37: unknown rule 'nope'
            eqlint: error: .eqlint.yml:4:15: 'severity' takes error, warning or note
            eqlint: error: .eqlint.yml:5:11: 'mode' of 'view_not_equatable' takes non_diffable or all
            eqlint: error: .eqlint.yml:6:9: 'strict' takes true or false
            eqlint: error: .eqlint.yml:7:1: unknown key 'inclded'; did you mean 'included'?

            """, "\(several.stderr)")
        // `severity:` (or an option of the rule above) at the indentation of the rule ids.
        try cli.write(".eqlint.yml", "rules:\n  hashable_equatable_mismatch:\n  severity: warning\n  view_not_equatable:\n  mode: all\n")
        let flat = try cli.run(["A.swift"])
        #expect(flat.stderr == """
            eqlint: error: .eqlint.yml:3:3: 'severity' is written where a rule id goes; indent it further, under 'hashable_equatable_mismatch:', to set that rule's severity
            eqlint: error: .eqlint.yml:5:3: 'mode' is written where a rule id goes; indent it further, under 'view_not_equatable:', to set that rule's option 'mode'

            """, "\(flat.stderr)")
        try cli.write(".eqlint.yml", "rules:\n  severity: warning\n")
        #expect(try cli.run(["A.swift"]).stderr.contains(".eqlint.yml:2:3: 'severity' is written where a rule id goes; indent it further, under a rule id, to set that rule's severity"))
    }

    @Test func configurationDisablesAndOptsIn() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Card.swift", Samples.notEquatable)
        try cli.write(".eqlint.yml", "disabled_rules: [view_not_equatable]\n")
        #expect(try cli.run(["Card.swift"]).stdout.isEmpty)
        #expect(try cli.run(["Card.swift", "--enable", "view_not_equatable"]).stdout.contains("[view_not_equatable]"))
        try cli.write(".eqlint.yml", "opt_in_rules: [view_not_equatable]\nrules:\n  view_not_equatable:\n    severity: error\n")
        let error = try cli.run(["Card.swift"])
        #expect(error.status == 1 && error.stdout.contains(": error: "))
        #expect(try cli.run(["Card.swift", "--only", "hashable_equatable_mismatch"]).stdout.isEmpty)
    }

    @Test func stdinPathUsesTheRestOfTheProject() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Sources/SyncToggle.swift", Samples.toggle)
        try cli.write("Sources/SettingsScreen.swift", "// being edited\n")
        let result = try cli.run(["--stdin-path", "Sources/SettingsScreen.swift"], stdin: Samples.screen)
        #expect(result.stdout.hasPrefix("Sources/SettingsScreen.swift:5:53: warning: closure passed as 'onChange' of 'SyncToggle' captures 'enabled'"), "\(result.stdout)")
        try cli.write(".eqlint.yml", "excluded: [Sources/SettingsScreen.swift]\n")
        #expect(try cli.run(["--stdin-path", "Sources/SettingsScreen.swift"], stdin: Samples.screen).stdout.isEmpty)
    }

    @Test func baselineSurvivesMovedLinesAndCatchesNewFindings() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Card.swift", Samples.notEquatable + Samples.hashMismatch)
        let write = try cli.run(["Card.swift", "--write-baseline", "baseline.json"])
        #expect(write.status == 0 && cli.exists("baseline.json"))
        try cli.write("Card.swift", "// moved\n\n\n" + Samples.notEquatable + "\n" + Samples.hashMismatch)
        let honoured = try cli.run(["Card.swift", "--baseline", "baseline.json"])
        #expect(honoured.status == 0 && honoured.stdout.isEmpty, "\(honoured.stdout)")
        // The summary says how many findings the baseline hid.
        #expect(honoured.stderr.hasPrefix("eqlint: 0 errors, 0 warnings in 1 file, 2 hidden by the baseline ("), "\(honoured.stderr)")
        try cli.write("Card.swift", Samples.notEquatable + Samples.hashMismatch + "struct Badge: View {\n    let n: () -> Void\n    var body: some View { Text(\"\") }\n}\n")
        let fresh = try cli.run(["Card.swift", "--baseline", "baseline.json"])
        #expect(fresh.stdout.contains("'Badge' is not Equatable") && !fresh.stdout.contains("'Card'"))
        #expect(fresh.stderr.hasPrefix("eqlint: 0 errors, 1 warning in 1 file, 2 hidden by the baseline ("), "\(fresh.stderr)")
        // A baseline that hid nothing is not mentioned.
        try cli.write("Other.swift", "struct Plain {}\n")
        #expect(try cli.run(["Other.swift", "--baseline", "baseline.json"]).stderr.hasPrefix("eqlint: 0 errors, 0 warnings in 1 file ("))
    }

    @Test func configuredBaselineMatchesFromAnyFolder() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("App/Card.swift", Samples.notEquatable)
        try cli.write(".eqlint.yml", "baseline: baseline.json\n")
        #expect(try cli.run(["--write-baseline", "baseline.json"]).status == 0)
        #expect(try cli.run([]).stdout.isEmpty)
        let fromSub = try CLIIn(cli, "App").run(["Card.swift", "--quiet"])
        #expect(fromSub.stdout.isEmpty, "\(fromSub.stdout)")
    }

    @Test func outputIsAtomicAndFailsCleanly() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Card.swift", Samples.notEquatable)
        let ok = try cli.run(["Card.swift", "--format", "json", "--output", "report.json"])
        #expect(ok.status == 0 && ok.stdout.isEmpty)
        #expect(cli.read("report.json")?.contains("\"rule_id\": \"view_not_equatable\"") == true)
        try cli.write("blocker", "a file, so nothing can be written under it\n")
        let bad = try cli.run(["Card.swift", "--output", "blocker/report.json"])
        #expect(bad.status == 2 && bad.stderr.contains("cannot write 'blocker/report.json'"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func formatsAreWellFormed() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Dir With Space/Card.swift", Samples.notEquatable)
        let json = try cli.run(["--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["file"] as? String == "Dir With Space/Card.swift")
        #expect(json.stdout.contains("\"file\": \"Dir With Space/Card.swift\",\n    \"line\": 1,\n    \"character\": 8,\n    \"severity\": \"Warning\""))
        let github = try cli.run(["--format", "github"])
        #expect(github.stdout.hasPrefix("::warning file=Dir With Space/Card.swift,line=1,col=8,endLine=1,endColumn=12,title=view_not_equatable::'Card' is not Equatable"))
        let sarif = try cli.run(["--format", "sarif"])
        #expect(sarif.stdout.contains("\"uri\": \"Dir%20With%20Space/Card.swift\", \"uriBaseId\": \"%SRCROOT%\""))
        #expect(!sarif.stdout.contains(cli.dir.path))
        #expect(sarif.stdout.contains("\"eqlint/v1\": "))
        #expect(!sarif.stdout.contains("primaryLocationLineHash"))
    }

    @Test func outputDoesNotDependOnJobs() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let fixtures = CLI.packageRoot.appendingPathComponent("Fixtures").path
        let one = try cli.run([fixtures, "--jobs", "1", "--format", "json", "--quiet"])
        let four = try cli.run([fixtures, "--jobs", "4", "--format", "json", "--quiet"])
        #expect(one.stdout == four.stdout && !one.stdout.isEmpty)
    }

    @Test func colorOnlyWhenAskedOrOnATerminal() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Card.swift", Samples.notEquatable)
        #expect(!(try cli.run(["Card.swift"]).stdout.contains("\u{1B}[")))
        #expect(try cli.run(["Card.swift", "--color", "always"]).stdout.contains("\u{1B}[1;33mwarning"))
        #expect(!(try cli.run(["Card.swift", "--color", "auto"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    @Test func filesFromReadsPaths() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Card.swift", Samples.notEquatable)
        try cli.write("Other.swift", Samples.notEquatable.replacingOccurrences(of: "Card", with: "Tile"))
        try cli.write("list.txt", "Card.swift\n\n")
        let result = try cli.run(["--files-from", "list.txt"])
        #expect(result.stdout.contains("'Card'") && !result.stdout.contains("'Tile'"))
        let piped = try cli.run(["--files-from", "-"], stdin: "Other.swift\n")
        #expect(piped.stdout.contains("'Tile'") && !piped.stdout.contains("'Card'"))
    }

    @Test func rulesExplainVersionHelpAndInit() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        let rules = try cli.run(["rules"])
        #expect(rules.status == 0 && rules.stdout.split(separator: "\n").count == 19)
        let json = try cli.run(["rules", "--format", "json"])
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == 19)
        let explain = try cli.run(["explain", "closure_captures_state"])
        #expect(explain.status == 0 && explain.stdout.contains("Why it matters") && explain.stdout.contains("Does not trigger"))
        let version = try cli.run(["--version"])
        #expect(version.stdout.hasPrefix("eqlint ") && version.status == 0)
        let help = try cli.run(["--help"])
        for option in ["--config", "--format", "--output", "--baseline", "--write-baseline", "--stdin-path",
                       "--files-from", "--strict", "--enable", "--disable", "--only", "--jobs", "--quiet", "--color"] {
            #expect(help.stdout.contains(option), "--help lacks \(option)")
        }
        #expect(try cli.run(["init"]).status == 0)
        let written = cli.read(".eqlint.yml") ?? ""
        #expect(written.contains("view_not_equatable:") && written.contains("# "))
        // The opt-in view rule: the line that turns it on, commented out, with when a team wants it.
        #expect(written.contains("\n# opt_in_rules: [view_not_equatable]\n") && written.contains("Teams that make every"))
        #expect(try cli.run(["init"]).status == 2)
        try cli.write("Card.swift", Samples.notEquatable)
        #expect(try cli.run(["Card.swift"]).status == 0)  // the written file is a valid configuration
    }

    /// The fixtures' reports against the vendored SARIF 2.1.0 schema and our JSON report's
    /// schema, read by a validator written in Swift (`.ci/run` repeats it with Python's jsonschema).
    @Test func reportsValidateAgainstTheirSchemas() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let fixtures = CLI.packageRoot.appendingPathComponent("Fixtures").path
        try cli.run([fixtures, "--format", "sarif", "--output", "report.sarif", "--quiet"])
        try cli.run([fixtures, "--format", "json", "--output", "report.json", "--quiet"])
        for (schema, report) in [(CLI.sarifSchema, "report.sarif"), (CLI.reportSchema, "report.json")] {
            let validator = try SchemaValidator(file: schema)
            let value = try JSONSerialization.jsonObject(with: Data(contentsOf: cli.dir.appendingPathComponent(report)))
            let errors = validator.errors(in: value)
            #expect(errors.isEmpty, "\(report): \(errors.prefix(20).joined(separator: "\n"))")
        }
    }

    /// The validator rejects what the schemas forbid, so that a passing check means something.
    @Test func schemaValidatorCatchesBrokenReports() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("User.swift", Samples.hashMismatch)
        let sarif = try cli.run(["User.swift", "--format", "sarif", "--quiet"]).stdout
        let validator = try SchemaValidator(file: CLI.sarifSchema)
        #expect(validator.errors(in: try JSONSerialization.jsonObject(with: Data(sarif.utf8))).isEmpty)
        let broken = [
            sarif.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.2\""),
            sarif.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\""),
            sarif.replacingOccurrences(of: "\"startLine\": 1", with: "\"startLine\": 0"),
            sarif.replacingOccurrences(of: "\"runs\": [", with: "\"runz\": ["),
        ]
        for text in broken {
            #expect(text != sarif)
            #expect(!validator.errors(in: try JSONSerialization.jsonObject(with: Data(text.utf8))).isEmpty, "\(text.prefix(300))")
        }
        let json = try cli.run(["User.swift", "--format", "json", "--quiet"]).stdout
        let report = try SchemaValidator(file: CLI.reportSchema)
        #expect(report.errors(in: try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty)
        let wrong = json.replacingOccurrences(of: "\"severity\": \"Error\"", with: "\"severity\": \"error\"")
        let wrongErrors = report.errors(in: try JSONSerialization.jsonObject(with: Data(wrong.utf8)))
        #expect(wrong != json && !wrongErrors.isEmpty)
    }
}

@Suite struct CLICacheTests {
    @Test func cacheFolderIsUsedAndCanBeTurnedOff() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Sources/SyncToggle.swift", Samples.toggle)
        try cli.write("Sources/SettingsScreen.swift", Samples.screen)
        let first = try cli.run(["Sources/SettingsScreen.swift", "--cache-path", "cachedir"])
        let packs = try FileManager.default.contentsOfDirectory(atPath: cli.dir.appendingPathComponent("cachedir").path)
        #expect(packs.count == 1 && packs[0].hasPrefix("index-"))
        let second = try cli.run(["Sources/SettingsScreen.swift", "--cache-path", "cachedir"])
        #expect(first.stdout == second.stdout && first.stdout.contains("[closure_captures_state]"))
        try cli.run(["Sources/SettingsScreen.swift", "--no-cache"])
        #expect(!cli.exists(".cache/eqlint"))
        try cli.run(["Sources/SettingsScreen.swift"])
        #expect(cli.exists(".cache/eqlint"))  // the default: $XDG_CACHE_HOME/eqlint
    }
}

/// Runs the binary from a subfolder of a CLI scratch folder.
struct CLIIn {
    let base: CLI
    let sub: String
    init(_ base: CLI, _ sub: String) { self.base = base; self.sub = sub }
    func run(_ arguments: [String]) throws -> CLI.Result {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = base.dir.appendingPathComponent(sub)
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = base.dir.appendingPathComponent(".cache").path
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }
}
