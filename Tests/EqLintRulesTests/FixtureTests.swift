import Foundation
import Testing
@testable import EqLintRules

/// Every case under `Fixtures/<rule_id>/` is linted with all default rules plus what its
/// configuration says, once per configuration; each diagnostic must be announced on its line
/// by a trailing `// expect: rule_id[, rule_id]` comment, and every announced one must appear.
///
/// A case's configuration: a one-file case's `// fixture-config: {…}` line (an `.eqlint.yml`
/// in YAML flow style), a folder case's `.eqlint.yml`. Variants lint the same sources again
/// with another configuration: `// fixture-variant NAME: {…}`, or a folder's
/// `.eqlint.NAME.yml`. `// expect: ids` holds for every configuration of the case,
/// `// expect[NAME, …]: ids` for the named ones only (the case's own is `default`); several
/// annotations may share a line, separated by ` // `.
///
/// Each configuration's full output is pinned beside the case: `<case>.expected` for the
/// default configuration, `<case>.<NAME>.expected` for variant NAME. One line per finding, in
/// report order, as `eqlint` prints it in text (`path:line:column: severity: message [rule_id]`,
/// `[*] ` before a message `--fix` can fix), with the path relative to the rule's folder and
/// the finding's end (` (end line:column)`) after it. The file must match byte for byte (a
/// difference fails with a diff), and agree with the `// expect` comments on lines and rules.
/// `scripts/dev/refresh_fixture_outputs.sh` rewrites them all (`EQLINT_REFRESH_FIXTURE_OUTPUTS=1`).
@Suite struct FixtureTests {
    /// A one-file project (`<case>.swift`) or a multi-file one (`<case>/`).
    struct Case: CustomStringConvertible, Sendable {
        let url: URL
        let isFolder: Bool
        var description: String { url.pathComponents.suffix(2).joined(separator: "/") }
    }

    /// One configuration of a case: its name and the configuration file's text (nil: none).
    struct Variant: Sendable {
        let name: String
        let yaml: String?
        /// Where the text came from, for error messages.
        let origin: String
    }

    static var cases: [Case] {
        let fm = FileManager.default
        var out: [Case] = []
        for rule in Registry.ids.sorted() {
            let dir = TestSupport.fixtures.appendingPathComponent(rule.name)
            guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = dir.appendingPathComponent(name)
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
                if isDir.boolValue { out.append(Case(url: url, isFolder: true)) }
                else if name.hasSuffix(".swift") { out.append(Case(url: url, isFolder: false)) }
            }
        }
        return out
    }

    /// The case's Swift files.
    static func files(_ c: Case) -> [URL] {
        guard c.isFolder else { return [c.url] }
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: c.url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { c.url.appendingPathComponent($0) }
    }

    /// Lines as the linter counts them: \n, \r\n and a lone \r end a line.
    static func lines(_ url: URL) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// The case's configurations, `default` first.
    static func variants(_ c: Case) -> [Variant] {
        if c.isFolder {
            let fm = FileManager.default
            let own = c.url.appendingPathComponent(".eqlint.yml")
            var out = [Variant(name: "default", yaml: fm.contents(atPath: own.path).map { String(decoding: $0, as: UTF8.self) },
                               origin: own.path)]
            for name in ((try? fm.contentsOfDirectory(atPath: c.url.path)) ?? []).sorted()
            where name.hasPrefix(".eqlint.") && name.hasSuffix(".yml") && name != ".eqlint.yml" {
                let variant = String(name.dropFirst(".eqlint.".count).dropLast(".yml".count))
                let url = c.url.appendingPathComponent(name)
                out.append(Variant(name: variant, yaml: fm.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) },
                                   origin: url.path))
            }
            return out
        }
        var config: String?
        var extra: [Variant] = []
        for line in lines(c.url) {
            if let r = line.range(of: "// fixture-config: ") {
                config = String(line[r.upperBound...])
            } else if let r = line.range(of: "// fixture-variant "), let colon = line[r.upperBound...].range(of: ": ") {
                let name = String(line[r.upperBound..<colon.lowerBound])
                extra.append(Variant(name: name, yaml: String(line[colon.upperBound...]), origin: "\(c.url.path) (\(name))"))
            }
        }
        return [Variant(name: "default", yaml: config, origin: c.url.path)] + extra
    }

    /// `path:line: rule` for every expectation of configuration `variant` written in the case's files.
    static func expectations(_ c: Case, variant: String) -> [String] {
        var out: [String] = []
        for file in files(c) {
            for (k, line) in lines(file).enumerated() {
                var rest = line[...]
                while let r = rest.range(of: "// expect") {
                    rest = rest[r.upperBound...]
                    var applies = true
                    if rest.first == "[" {
                        guard let close = rest.firstIndex(of: "]") else { break }
                        let names = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",")
                            .map { $0.trimmingCharacters(in: .whitespaces) }
                        applies = names.contains(variant)
                        rest = rest[rest.index(after: close)...]
                    }
                    guard rest.hasPrefix(": ") else { continue }
                    rest = rest.dropFirst(2)
                    let ids = rest.range(of: " //").map { rest[..<$0.lowerBound] } ?? rest
                    guard applies else { continue }
                    for id in ids.split(separator: ",") {
                        let trimmed = id.trimmingCharacters(in: .whitespaces)
                        if !trimmed.isEmpty { out.append("\(file.standardizedFileURL.path):\(k + 1): \(trimmed)") }
                    }
                }
            }
        }
        return out.sorted()
    }

    /// Set by `scripts/dev/refresh_fixture_outputs.sh`: write the expected files instead of
    /// comparing with them, and delete those no configuration of any case has.
    static let refreshing = ProcessInfo.processInfo.environment["EQLINT_REFRESH_FIXTURE_OUTPUTS"] == "1"

    /// Where configuration `variant` of case `c` has its expected output: beside the case,
    /// `<case>.expected` (the default configuration) or `<case>.<variant>.expected`.
    static func expectedFile(_ c: Case, variant: String) -> URL {
        let name = c.url.lastPathComponent
        let stem = c.isFolder ? name : String(name.dropLast(".swift".count))
        return c.url.deletingLastPathComponent()
            .appendingPathComponent(variant == "default" ? "\(stem).expected" : "\(stem).\(variant).expected")
    }

    /// The findings as `eqlint` prints them in text (no colour, no closing count), each path
    /// relative to the rule's folder and each line followed by the finding's end.
    static func output(_ diagnostics: [Diagnostic], _ c: Case) -> String {
        let folder = c.url.deletingLastPathComponent().path
        var out = ""
        for var d in diagnostics {
            d.path = Paths.relative(d.path, to: folder) ?? d.path
            let line = TextReport.render([d], color: false, quiet: true)
            out += "\(line.dropLast()) (end \(d.endLine):\(d.endColumn))\n"
        }
        return out
    }

    /// `path:line: rule` (absolute path, as `expectations` gives them) for every line of an
    /// expected file; a line not in the expected form is kept whole, so that it fails the check.
    static func pinned(_ text: String, _ c: Case) -> [String] {
        let folder = c.url.deletingLastPathComponent().path
        let form = /^(.+?):(\d+):\d+: (?:error|warning|note): .* \[([a-z_]+)\] \(end \d+:\d+\)$/
        return text.split(separator: "\n").map { line in
            guard let m = line.wholeMatch(of: form) else { return "malformed: \(line)" }
            return "\(folder)/\(m.1):\(m.2): \(m.3)"
        }.sorted()
    }

    /// Compares (or, refreshing, writes) the expected output of one configuration of a case.
    static func checkOutput(_ c: Case, _ variant: Variant, _ diagnostics: [Diagnostic]) throws {
        let actual = output(diagnostics, c)
        let file = expectedFile(c, variant: variant.name)
        let stored = FileManager.default.contents(atPath: file.path)
        if refreshing {
            if stored != Data(actual.utf8) { try Data(actual.utf8).write(to: file) }
            return
        }
        guard let stored else {
            Issue.record("\(c) [\(variant.name)]: no expected output \(file.lastPathComponent); scripts/dev/refresh_fixture_outputs.sh writes it (review `git diff Fixtures`)")
            return
        }
        let name = file.pathComponents.suffix(2).joined(separator: "/")
        let diff = UnifiedDiff.render(path: name, old: Array(stored), new: Array(actual.utf8))
        let same = diff.isEmpty
        #expect(same, "\(c) [\(variant.name)]: the findings differ from \(name) (-expected +actual); if the change is meant, scripts/dev/refresh_fixture_outputs.sh rewrites it:\n\(diff)")
        // The expected file and the `// expect` comments say the same, whatever the linter does.
        let fromFile = pinned(String(decoding: stored, as: UTF8.self), c)
        let fromComments = expectations(c, variant: variant.name)
        var onlyInComments = fromComments, onlyInFile: [String] = []
        for line in fromFile {
            if let i = onlyInComments.firstIndex(of: line) { onlyInComments.remove(at: i) } else { onlyInFile.append(line) }
        }
        let agree = onlyInFile.isEmpty && onlyInComments.isEmpty
        let root = TestSupport.fixtures.path + "/"
        func shown(_ lines: [String]) -> String {
            lines.map { "\n  " + ($0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0) }.joined()
        }
        #expect(agree, "\(c) [\(variant.name)]: \(name) and the `// expect` comments disagree on lines and rules\nin the file only:\(shown(onlyInFile))\nin the comments only:\(shown(onlyInComments))")
    }

    static func lint(_ c: Case, _ variant: Variant, jobs: Int = 2, preparedIndex: Bool = false) throws -> [Diagnostic] {
        let dir = c.isFolder ? c.url.path : c.url.deletingLastPathComponent().path
        var config = try variant.yaml.map { try Configuration.parse($0, file: variant.origin, directory: dir) }
            ?? Configuration(directory: dir)
        if config.included.isEmpty { config.included = [c.url.path] }
        var request = LintRequest(configuration: config)
        request.paths = [c.url.path]
        request.jobs = jobs
        if preparedIndex { request.preparedIndexAbove = 0 }
        return try LintWorkspace(project: request).lintScope().diagnostics
    }

    @Test(arguments: cases)
    func fixture(_ c: Case) throws {
        for variant in Self.variants(c) {
            let diagnostics = try Self.lint(c, variant)
            let actual = diagnostics.map { "\(Paths.absolute($0.path)):\($0.line): \($0.ruleID)" }.sorted()
            let expected = Self.expectations(c, variant: variant.name)
            var missing = expected, extra: [String] = []
            for a in actual {
                if let i = missing.firstIndex(of: a) { missing.remove(at: i) } else { extra.append(a) }
            }
            let messages = diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.ruleID): \($0.message)" }
            #expect(missing.isEmpty && extra.isEmpty,
                    "\(c) [\(variant.name)]\nmissing:\n  \(missing.joined(separator: "\n  "))\nextra:\n  \(extra.joined(separator: "\n  "))\nall reported:\n  \(messages.joined(separator: "\n  "))")
            try Self.checkOutput(c, variant, diagnostics)
            // The index answers the same whether asked as the rules go or all up front.
            #expect(try Self.lint(c, variant, preparedIndex: true) == diagnostics, "\(c) [\(variant.name)]: a prepared index answers differently")
        }
    }

    /// An expected file no configuration of any case has (its case or variant renamed or gone)
    /// would pin nothing: it fails, and refreshing deletes it.
    @Test func everyExpectedFileHasItsCase() throws {
        let owned = Set(Self.cases.flatMap { c in Self.variants(c).map { Self.expectedFile(c, variant: $0.name).standardizedFileURL.path } })
        let fm = FileManager.default
        var stray: [String] = []
        for case let url as URL in fm.enumerator(at: TestSupport.fixtures, includingPropertiesForKeys: nil)!
        where url.pathExtension == "expected" {
            let path = url.standardizedFileURL.path
            guard !owned.contains(path) else { continue }
            if Self.refreshing { try fm.removeItem(at: url) } else { stray.append(path) }
        }
        let none = stray.isEmpty
        #expect(none, "expected files of no case or configuration:\n\(stray.sorted().joined(separator: "\n"))")
    }

    @Test func everyRuleHasFixtures() {
        let covered = Set(Self.cases.map { RuleID($0.url.deletingLastPathComponent().lastPathComponent) })
        #expect(Set(Registry.ids).subtracting(covered).isEmpty, "rules without fixtures: \(Set(Registry.ids).subtracting(covered).sorted())")
    }

    /// An annotation naming a configuration the case does not have is a typo, not a silent pass.
    @Test func annotationsNameConfigurationsTheCaseHas() {
        var unknown: [String] = []
        for c in Self.cases {
            let names = Set(Self.variants(c).map(\.name))
            for file in Self.files(c) {
                for (k, line) in Self.lines(file).enumerated() {
                    for match in line.matches(of: /expect\[([^\]]*)\]/) {
                        for name in match.1.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
                        where !names.contains(name) {
                            unknown.append("\(file.lastPathComponent):\(k + 1): '\(name)'")
                        }
                    }
                }
            }
        }
        #expect(unknown.isEmpty, "annotations naming no configuration of their case:\n\(unknown.joined(separator: "\n"))")
    }

    @Test func parsingAgainForLargeScopesChangesNothing() throws {
        var config = Configuration(directory: TestSupport.fixtures.path)
        config.included = [TestSupport.fixtures.path]
        var request = LintRequest(configuration: config)
        request.paths = [TestSupport.fixtures.path]
        request.jobs = 2
        let kept = try LintWorkspace(project: request).lintScope().diagnostics
        request.keptParseBudget = 0
        let reparsed = try LintWorkspace(project: request).lintScope().diagnostics
        #expect(kept == reparsed && kept.count > 100)
    }

    @Test func outputIsTheSameForAnyJobCount() throws {
        let folder = Self.cases.first { $0.isFolder }!
        let variant = Self.variants(folder)[0]
        let one = try Self.lint(folder, variant, jobs: 1)
        let eight = try Self.lint(folder, variant, jobs: 8)
        #expect(one == eight)
    }
}
