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

    static func lint(_ c: Case, _ variant: Variant, jobs: Int = 2, preparedIndex: Bool = false) throws -> [Diagnostic] {
        let dir = c.isFolder ? c.url.path : c.url.deletingLastPathComponent().path
        var config = try variant.yaml.map { try Configuration.parse($0, file: variant.origin, directory: dir) }
            ?? Configuration(directory: dir)
        if config.included.isEmpty { config.included = [c.url.path] }
        var request = LintRequest(configuration: config)
        request.paths = [c.url.path]
        request.jobs = jobs
        if preparedIndex { request.preparedIndexAbove = 0 }
        return try LintEngine.run(request).diagnostics
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
            // The index answers the same whether asked as the rules go or all up front.
            #expect(try Self.lint(c, variant, preparedIndex: true) == diagnostics, "\(c) [\(variant.name)]: a prepared index answers differently")
        }
    }

    @Test func everyRuleHasFixtures() {
        let covered = Set(Self.cases.map { $0.url.deletingLastPathComponent().lastPathComponent })
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
        let kept = try LintEngine.run(request).diagnostics
        request.keptParseBudget = 0
        let reparsed = try LintEngine.run(request).diagnostics
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
