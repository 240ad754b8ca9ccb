import Foundation
import Testing

/// What the repository says about the binary stays true: the generated rules reference and
/// the version number.
@Suite struct DocsTests {
    /// `docs/rules.md` is `eqlint rules --format markdown`, byte for byte.
    @Test func rulesReferenceIsUpToDate() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let generated = try cli.run(["rules", "--format", "markdown"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let path = CLI.packageRoot.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let stale = "docs/rules.md is stale; regenerate it: swift run eqlint rules --format markdown > docs/rules.md"
        let upToDate = committed == generated.stdout
        #expect(upToDate, "\(stale)\n\(firstDifference(committed, generated.stdout))")
    }

    /// `--version`, the SARIF report's tool.driver (version and semanticVersion) and the
    /// CHANGELOG's latest release name the same version.
    @Test func versionAgreesEverywhere() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let printed = try cli.run(["--version"])
        #expect(printed.status == 0)
        let prefix = "eqlint "
        try #require(printed.stdout.hasPrefix(prefix) && printed.stdout.hasSuffix("\n"), "\(printed.stdout)")
        let version = String(printed.stdout.dropFirst(prefix.count).dropLast())
        #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "not a semantic version: '\(version)'")

        try cli.write("Card.swift", Samples.notEquatable)
        let sarif = try cli.run(["--format", "sarif", "--quiet", "Card.swift"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == version)
        #expect(driver["semanticVersion"] as? String == version)

        // The latest release the CHANGELOG names; before the first, the version it says the
        // first release will be (and then no release link may point at a tag).
        let changelog = try String(contentsOf: CLI.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").compactMap { line -> String? in
            guard let m = line.wholeMatch(of: /## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}/) else { return nil }
            return String(m.1)
        }
        if let latest = released.first {
            #expect(latest == version, "CHANGELOG.md's latest release is \(latest), eqlint says \(version)")
        } else {
            let upcoming = changelog.firstMatch(of: /The first release will be ([0-9]+\.[0-9]+\.[0-9]+)/).map { String($0.1) }
            #expect(upcoming == version, "CHANGELOG.md names no release; the first will be \(upcoming ?? "unsaid"), eqlint says \(version)")
            #expect(!changelog.contains("/releases/tag/"), "CHANGELOG.md links a release tag although nothing is released")
        }
    }

    /// The example finding docs/editors.md shows is what eqlint prints for it, word for word.
    @Test func editorsExampleFindingIsTheCurrentOne() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("Sources/App/User.swift", Samples.hashMismatch)
        let printed = try cli.run(["Sources/App/User.swift", "--quiet"]).stdout
        let doc = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        #expect(!printed.isEmpty && doc.contains(printed), "docs/editors.md should show:\n\(printed)")
    }

    /// The first line where two texts differ, for a readable failure.
    private func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? String(left[i]) : "(end of file)"
            let r = i < right.count ? String(right[i]) : "(end of output)"
            if l != r { return "line \(i + 1):\n  docs/rules.md: \(l)\n  eqlint:        \(r)" }
        }
        return "(same lines; line endings differ)"
    }
}
