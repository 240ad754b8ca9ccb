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
        let cli = try CLI(); defer { cli.cleanUp() }
        let result = try cli.run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        #expect(result.stdout.contains("USAGE") && result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        #expect(!cli.exists(".eqlint.yml"), "`init --help` must not write a configuration")
    }

    @Test func mainHelpPointsAtCommandHelp() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        #expect(try cli.run(["--help"]).stdout.contains("eqlint COMMAND --help"))
    }
}
