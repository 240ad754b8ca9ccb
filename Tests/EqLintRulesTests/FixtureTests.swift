import Foundation
import Testing
@testable import EqLintRules

/// Every case under `Fixtures/<rule_id>/` is linted with all default rules (plus what its
/// own `.eqlint.yml` says); each diagnostic must be announced on its line by a trailing
/// `// expect: rule_id[, rule_id]` comment, and every announced one must appear.
@Suite struct FixtureTests {
    /// A one-file project (`<case>.swift`) or a multi-file one (`<case>/`).
    struct Case: CustomStringConvertible, Sendable {
        let url: URL
        let isFolder: Bool
        var description: String { url.pathComponents.suffix(2).joined(separator: "/") }
    }

    static var cases: [Case] {
        let fm = FileManager.default
        var out: [Case] = []
        for rule in Registry.ids.sorted() {
            let dir = TestSupport.fixtures.appendingPathComponent(rule)
            guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = dir.appendingPathComponent(name)
                var isDir: ObjCBool = false
                fm.fileExists(atPath: url.path, isDirectory: &isDir)
                if isDir.boolValue { out.append(Case(url: url, isFolder: true)) }
                else if name.hasSuffix(".swift") { out.append(Case(url: url, isFolder: false)) }
            }
        }
        return out
    }

    /// `path:line: rule` for every expectation written in the case's files.
    static func expectations(_ c: Case) -> [String] {
        var out: [String] = []
        let files: [URL]
        if c.isFolder {
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: c.url.path)) ?? []
            files = names.filter { $0.hasSuffix(".swift") }.map { c.url.appendingPathComponent($0) }
        } else {
            files = [c.url]
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            var number = 0
            // Lines as the linter counts them: \n, \r\n and a lone \r end a line.
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
                number += 1
                guard let r = line.range(of: "// expect: ") else { continue }
                for id in line[r.upperBound...].split(separator: ",") {
                    let trimmed = id.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { out.append("\(file.standardizedFileURL.path):\(number): \(trimmed)") }
                }
            }
        }
        return out.sorted()
    }

    static func lint(_ c: Case, jobs: Int = 2, preparedIndex: Bool = false) throws -> [Diagnostic] {
        let dir = c.isFolder ? c.url.path : c.url.deletingLastPathComponent().path
        let configPath = c.url.appendingPathComponent(".eqlint.yml").path
        var config = c.isFolder && FileManager.default.fileExists(atPath: configPath)
            ? try Configuration.load(path: configPath, directory: dir)
            : Configuration(directory: dir)
        if config.included.isEmpty { config.included = [c.url.path] }
        var request = LintRequest(configuration: config)
        request.paths = [c.url.path]
        request.jobs = jobs
        if preparedIndex { request.preparedIndexAbove = 0 }
        return try LintEngine.run(request).diagnostics
    }

    @Test(arguments: cases)
    func fixture(_ c: Case) throws {
        let diagnostics = try Self.lint(c)
        let actual = diagnostics.map { "\(Paths.absolute($0.path)):\($0.line): \($0.ruleID)" }.sorted()
        let expected = Self.expectations(c)
        var missing = expected, extra: [String] = []
        for a in actual {
            if let i = missing.firstIndex(of: a) { missing.remove(at: i) } else { extra.append(a) }
        }
        let messages = diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.ruleID): \($0.message)" }
        #expect(missing.isEmpty && extra.isEmpty,
                "\(c)\nmissing:\n  \(missing.joined(separator: "\n  "))\nextra:\n  \(extra.joined(separator: "\n  "))\nall reported:\n  \(messages.joined(separator: "\n  "))")
        // The index answers the same whether asked as the rules go or all up front.
        #expect(try Self.lint(c, preparedIndex: true) == diagnostics, "\(c): a prepared index answers differently")
    }

    @Test func everyRuleHasFixtures() {
        let covered = Set(Self.cases.map { $0.url.deletingLastPathComponent().lastPathComponent })
        #expect(Set(Registry.ids).subtracting(covered).isEmpty, "rules without fixtures: \(Set(Registry.ids).subtracting(covered).sorted())")
    }

    @Test func parsingAgainForLargeScopesChangesNothing() throws {
        var config = Configuration(directory: TestSupport.fixtures.path)
        config.included = [TestSupport.fixtures.path]
        var request = LintRequest(configuration: config)
        request.paths = [TestSupport.fixtures.path]
        request.jobs = 2
        let kept = try LintEngine.run(request).diagnostics
        request.keptParseBudget = 0
        let reparsed = try LintEngine.run(request).diagnostics
        #expect(kept == reparsed && kept.count > 100)
    }

    @Test func outputIsTheSameForAnyJobCount() throws {
        let folder = Self.cases.first { $0.isFolder }!
        let one = try Self.lint(folder, jobs: 1)
        let eight = try Self.lint(folder, jobs: 8)
        #expect(one == eight)
    }
}
