import Foundation
import Testing

/// The build-system actions (docs/bazel.md): `summarize`, `lint --summaries-file`,
/// `--exit-code-file`, `--path-prefix-map` and `@FILE` arguments.
@Suite struct BuildSystemTests {
    /// Target `Lib` declares the view; target `App` calls it. Linted alone against `Lib`'s
    /// summary, `App` gets the finding a whole-project lint gives it.
    static func project(_ cli: CLI) throws {
        try cli.write("eqlint.yml", "opt_in_rules: [view_not_equatable]\n")
        try cli.write("Lib/Toggle.swift", "import SwiftUI\nimport Equatable\n" + Samples.toggle
                      + "struct Helper { func run() -> Int { 1 } }\n")
        try cli.write("App/Settings.swift", "import SwiftUI\nimport Equatable\n" + Samples.screen)
    }

    @Test func splitLintFindsWhatTheWholeProjectLintFinds() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        let whole = try cli.run(["lint", "--no-cache", "--config", "eqlint.yml", "App"])
        #expect( whole.stdout.contains("[closure_captures_state]"), "\(whole.stdout)\(whole.stderr)")

        let summarized = try cli.run(["summarize", "--out", "lib.eqsum", "--config", "eqlint.yml", "Lib"])
        #expect(summarized.status == 0 && summarized.stderr.isEmpty, "\(summarized.stderr)")
        try cli.write("summaries.txt", "lib.eqsum\n")
        let split = try cli.run(["lint", "--config", "eqlint.yml", "--summaries-file", "summaries.txt", "App"])
        // A place in a summarized file is named without its line: summaries carry no positions.
        let wholeWithoutLines = whole.stdout.replacing(#/(Lib/[A-Za-z]+\.swift):[0-9]+/#) { String($0.output.1) }
        #expect(split.stdout == wholeWithoutLines, "split:\n\(split.stdout)\nwhole:\n\(whole.stdout)")

        // Without the summary, the view is unknown and nothing is found: the summary did it.
        try cli.write("none.txt", "")
        let alone = try cli.run(["lint", "--config", "eqlint.yml", "--summaries-file", "none.txt", "App"])
        #expect(alone.status == 0 && !alone.stdout.contains("closure_captures_state"), "\(alone.stdout)")
    }

    @Test func summariesAreTheSameBytesFromAnyFolderAndJobCountAndAfterABodyEdit() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        try cli.run(["summarize", "--out", "a.eqsum", "--config", "eqlint.yml", "--jobs", "1", "Lib", "App"])
        try cli.makeFolder("elsewhere")
        try cli.run(["summarize", "--out", "../b.eqsum", "--config", "../eqlint.yml", "--jobs", "4", "../App", "../Lib"],
                    cwd: "elsewhere")
        let a = try #require(FileManager.default.contents(atPath: cli.dir.appendingPathComponent("a.eqsum").path))
        let b = try #require(FileManager.default.contents(atPath: cli.dir.appendingPathComponent("b.eqsum").path))
        #expect(a == b)
        #expect(String(decoding: a.prefix(17), as: UTF8.self) == "eqlint-summary 6\n")
        #expect(!String(decoding: a, as: UTF8.self).contains(cli.dir.path), "a summary names no absolute path")

        // An edit inside a function body (lines shift too) leaves the summary as it was.
        try cli.write("Lib/Toggle.swift", "import SwiftUI\nimport Equatable\n\n\n" + Samples.toggle
                      + "struct Helper { func run() -> Int {\n    let x = 2\n    return x * 21\n} }\n")
        try cli.run(["summarize", "--out", "c.eqsum", "--config", "eqlint.yml", "Lib", "App"])
        let c = try #require(FileManager.default.contents(atPath: cli.dir.appendingPathComponent("c.eqsum").path))
        #expect(a == c, "a body-only edit changed the summary")
        // A new member changes it.
        try cli.write("Lib/Toggle.swift", "import SwiftUI\nimport Equatable\n" + Samples.toggle
                      + "struct Helper { var count = 0; func run() -> Int { 1 } }\n")
        try cli.run(["summarize", "--out", "d.eqsum", "--config", "eqlint.yml", "Lib", "App"])
        let d = try #require(FileManager.default.contents(atPath: cli.dir.appendingPathComponent("d.eqsum").path))
        #expect(a != d, "a declaration edit must change the summary")
    }

    @Test func aSummaryOfAnotherFormatOrDamagedIsAnErrorNamingIt() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        try cli.run(["summarize", "--out", "lib.eqsum", "--config", "eqlint.yml", "Lib"])
        var bytes = try #require(FileManager.default.contents(atPath: cli.dir.appendingPathComponent("lib.eqsum").path))
        try cli.write("list.txt", "other.eqsum\n")
        try Data("eqlint-summary 99\n".utf8).write(to: cli.dir.appendingPathComponent("other.eqsum"))
        let other = try cli.run(["lint", "--config", "eqlint.yml", "--summaries-file", "list.txt", "App"])
        #expect(other.status == 2 && other.stderr.contains("other.eqsum") && other.stderr.contains("format '99'"), "\(other.stderr)")
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: cli.dir.appendingPathComponent("other.eqsum"))
        let damaged = try cli.run(["lint", "--config", "eqlint.yml", "--summaries-file", "list.txt", "App"])
        #expect(damaged.status == 2 && damaged.stderr.contains("damaged"), "\(damaged.stderr)")
        try Data("struct A {}\n".utf8).write(to: cli.dir.appendingPathComponent("other.eqsum"))
        let foreign = try cli.run(["lint", "--config", "eqlint.yml", "--summaries-file", "list.txt", "App"])
        #expect(foreign.status == 2 && foreign.stderr.contains("not an eqlint summary"), "\(foreign.stderr)")
    }

    @Test func exitCodeFileTakesTheStatusAndRunErrorsStillExitTwo() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        let found = try cli.run(["lint", "--no-cache", "--strict", "--config", "eqlint.yml", "--exit-code-file", "code", "--format", "sarif",
                                 "--output", "report.sarif", "App"])
        #expect(found.status == 0 && cli.read("code") == "1\n" && cli.read("report.sarif") != nil)
        let clean = try cli.run(["lint", "--no-cache", "--config", "eqlint.yml", "--exit-code-file", "code", "Lib"])
        #expect(clean.status == 0 && cli.read("code") == "0\n")
        let bad = try cli.run(["lint", "--no-cache", "--exit-code-file", "code2", "--only", "no_such_rule", "App"])
        #expect(bad.status == 2 && !cli.exists("code2"))
    }

    @Test func pathPrefixMapRewritesReportedPaths() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        let mapped = try cli.run(["lint", "--no-cache", "--quiet", "--config", "eqlint.yml", "--path-prefix-map", "App/=src/app/",
                                  "--path-prefix-map", "App=never", "App"])
        #expect(mapped.stdout.hasPrefix("src/app/Settings.swift:"), "\(mapped.stdout)")
        let bad = try cli.run(["lint", "--path-prefix-map", "nothing", "App"])
        #expect(bad.status == 2 && bad.stderr.contains("FROM=TO"))
    }

    @Test func argumentFilesStandForTheirLines() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try Self.project(cli)
        try cli.write("args.txt", "--config\neqlint.yml\r\n\n--no-cache\nApp\n")
        let viaFile = try cli.run(["lint", "--quiet", "@args.txt"])
        let direct = try cli.run(["lint", "--quiet", "--config", "eqlint.yml", "--no-cache", "App"])
        #expect(viaFile.status == 0 && !direct.stdout.isEmpty && viaFile.stdout == direct.stdout, "\(viaFile.stderr)")
        let missing = try cli.run(["lint", "@nothing.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("nothing.txt"))
    }
}
