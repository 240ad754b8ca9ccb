import Foundation
import Testing

/// `--fix`, `--unsafe-fixes` and `--diff` through the binary, as a user runs them.
@Suite struct FixCommandTests {
    static let fixed = Samples.hashMismatch.replacingOccurrences(
        of: "lhs.id == rhs.id }\n", with: "lhs.id == rhs.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n")

    @Test func diffIsAPatchGitApplies() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Sources/User.swift", Samples.hashMismatch)
        // Run from a subfolder: the paths are still relative to the project root.
        let diff = try cli.run(["--diff", "User.swift", "--no-cache"], cwd: "Sources")
        #expect(diff.status == 1 && diff.stdout.hasPrefix("--- a/Sources/User.swift\n+++ b/Sources/User.swift\n@@ "), "\(diff.stdout)")
        #expect(diff.stderr.contains("1 fix would be applied to 1 file"), "\(diff.stderr)")
        #expect(cli.read("Sources/User.swift") == Samples.hashMismatch)
        try cli.write("fix.patch", diff.stdout)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fix.patch"]
        git.currentDirectoryURL = cli.dir
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0 && cli.read("Sources/User.swift") == Self.fixed)
        let clean = try cli.run(["--diff", "--no-cache"])
        #expect(clean.status == 0 && clean.stdout.isEmpty)
    }

    @Test func closuresAreMarkedOnlyWhenNoCallSiteAnywhereWouldGoStale() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let row = "import SwiftUI\nimport Equatable\n\n@Equatable\nstruct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}\n"
        try cli.write("Sources/Row.swift", row)
        // A call site in another file that captures nothing changing: the mark is made.
        try cli.write("Sources/Screen.swift", "struct Screen: View {\n    var body: some View { Row(title: \"a\", onTap: { print(1) }) }\n}\n")
        let marked = try cli.run(["--unsafe-fixes", "--diff", "--no-cache"])
        #expect(marked.status == 1 && marked.stdout.contains("+    @EquatableIgnoredUnsafeClosure let onTap: () -> Void"), "\(marked.stdout)")
        // Once a call site in another file captures a value that would go stale: no fix.
        try cli.write("Sources/Screen.swift", "struct Screen: View {\n    let count: Int\n    var body: some View { Row(title: \"a\", onTap: { print(count) }) }\n}\n")
        let stale = try cli.run(["--unsafe-fixes", "--diff", "--no-cache"])
        #expect(stale.status == 0 && stale.stdout.isEmpty, "\(stale.stdout)")
        let json = try cli.run(["--format", "json", "--quiet", "--no-cache", "Sources/Row.swift"]).stdout
        #expect(json.contains("equatable_unmarked_closure") && !json.contains("\"fix\""), "\(json)")
    }

    @Test func reportsCarryTheFix() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("User.swift", Samples.hashMismatch)
        let json = try cli.run(["--format", "json", "--quiet", "--no-cache"]).stdout
        let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        let fix = items.first?["fix"] as? [String: Any]
        #expect(fix?["applicability"] as? String == "safe" && (fix?["message"] as? String)?.contains("hash(into:)") == true, "\(json)")
        let edit = (fix?["edits"] as? [[String: Any]])?.first
        #expect(edit?["line"] as? Int == 4 && edit?["character"] as? Int == 71 && edit?["end_line"] as? Int == 4
                && edit?["end_character"] as? Int == 71, "\(json)")
        #expect(edit?["new_text"] as? String == "\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }")
        let sarif = try cli.run(["--format", "sarif", "--quiet", "--no-cache"]).stdout
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let result = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let change = ((result?["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first
        let replacement = (change?["replacements"] as? [[String: Any]])?.first
        #expect((change?["artifactLocation"] as? [String: Any])?["uri"] as? String == "User.swift", "\(sarif)")
        #expect((replacement?["deletedRegion"] as? [String: Any])?["startColumn"] as? Int == 71)
        #expect((replacement?["insertedContent"] as? [String: Any])?["text"] as? String == edit?["new_text"] as? String)
    }

    @Test func fixWritesThenReportsWhatRemains() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("User.swift", Samples.hashMismatch)
        try cli.write("Card.swift", Samples.notEquatable)
        let before = try cli.run(["--no-cache"])
        #expect(before.stdout.contains("error: [*] 'User'") && before.stdout.hasSuffix("[*] 1 fixable with --fix\n"), "\(before.stdout)")
        let fix = try cli.run(["--fix", "--no-cache"])
        // The error is fixed; the warning (no safe fix) remains and is reported: exit 0.
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        #expect(cli.read("User.swift") == Self.fixed)
        #expect(fix.stdout.contains("Card.swift") && !fix.stdout.contains("User.swift"), "\(fix.stdout)")
        #expect(fix.stderr.contains("fixed 1 finding in 1 file"), "\(fix.stderr)")
        let again = try cli.run(["--fix", "--no-cache"])
        #expect(cli.read("User.swift") == Self.fixed && again.stderr.contains("fixed 0 findings"))
        #expect(try cli.run(["--fix", "--diff"]).status == 2)
    }

    @Test func fixWithStdinPathPrintsTheFixedSource() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("User.swift", "// on disk\n")
        let result = try cli.run(["--fix", "--stdin-path", "User.swift", "--no-cache"], stdin: Samples.hashMismatch)
        #expect(result.stdout == Self.fixed, "\(result.stdout)")
        #expect(result.status == 0 && cli.read("User.swift") == "// on disk\n")
        let clean = try cli.run(["--fix", "--stdin-path", "User.swift", "--no-cache"], stdin: "let a = 1\n")
        #expect(clean.stdout == "let a = 1\n")
    }

    @Test func aReadOnlyFileGetsAClearMessageAndStaysIntact() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("User.swift", Samples.hashMismatch)
        let path = cli.dir.appendingPathComponent("User.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let result = try cli.run(["--fix", "--no-cache"])
        #expect(result.status == 2 && result.stderr.contains("cannot fix 'User.swift': the file is read-only"), "\(result.stderr)")
        #expect(cli.read("User.swift") == Samples.hashMismatch && result.stdout.contains("User.swift:1:8: error:"))
    }

    @Test func aSymbolicLinkIsFixedThroughToItsTarget() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        try cli.write("Shared/User.swift", Samples.hashMismatch)
        try cli.makeFolder("Sources")
        try FileManager.default.createSymbolicLink(atPath: cli.dir.appendingPathComponent("Sources/User.swift").path,
                                                   withDestinationPath: "../Shared/User.swift")
        let result = try cli.run(["--fix", "Sources/User.swift", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cli.read("Shared/User.swift") == Self.fixed)
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: cli.dir.appendingPathComponent("Sources/User.swift").path)
        #expect(link == "../Shared/User.swift")
    }

    @Test func mixedLineEndingsAreKeptAndSaidSo() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let mixed = Samples.hashMismatch.replacingOccurrences(of: "Hashable {\n", with: "Hashable {\r\n")
        try cli.write("User.swift", mixed)
        let result = try cli.run(["--fix", "--no-cache"])
        #expect(result.status == 0 && result.stderr.contains("mixes line endings"), "\(result.stderr)")
        #expect(cli.read("User.swift") == Self.fixed.replacingOccurrences(of: "Hashable {\n", with: "Hashable {\r\n"))
    }
}
