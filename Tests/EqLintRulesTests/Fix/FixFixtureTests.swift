import Foundation
import Testing
@testable import EqLintRules

/// Every case under `Fixtures/fixes/<rule_id>/` is linted as a one-file project with all
/// default rules; its fixes (safe ones for `<case>.fixed.swift`, all for
/// `<case>.unsafe.fixed.swift`) applied together must give that file byte for byte; the
/// fixed file linted again must not have the fixed findings, and its own fixes must change
/// nothing (applying twice is applying once).
@Suite struct FixFixtureTests {
    struct Case: CustomStringConvertible, Sendable {
        let source: URL
        let expected: URL
        let mode: FixMode
        var rule: RuleID { RuleID(source.deletingLastPathComponent().lastPathComponent) }
        var description: String { expected.pathComponents.suffix(2).joined(separator: "/") }
    }

    static var folder: URL { TestSupport.fixtures.appendingPathComponent("fixes") }

    static var cases: [Case] {
        let fm = FileManager.default
        var out: [Case] = []
        for rule in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
            let dir = folder.appendingPathComponent(rule)
            let names = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".swift") && !name.hasSuffix(".fixed.swift") {
                let stem = String(name.dropLast(".swift".count))
                for (suffix, mode) in [(".fixed.swift", FixMode.safe), (".unsafe.fixed.swift", FixMode.unsafe)]
                where names.contains(stem + suffix) {
                    out.append(Case(source: dir.appendingPathComponent(name),
                                    expected: dir.appendingPathComponent(stem + suffix), mode: mode))
                }
            }
        }
        return out
    }

    /// Linted as a one-file project under the case's `// fixture-config: {…}` line (as the rule
    /// fixtures are), else the defaults.
    static func lint(_ bytes: [UInt8], at url: URL) throws -> [Diagnostic] {
        let dir = url.deletingLastPathComponent().path
        let text = String(decoding: bytes, as: UTF8.self)
        let yaml = text.split(whereSeparator: \.isNewline).lazy.compactMap { line in
            line.range(of: "// fixture-config: ").map { String(line[$0.upperBound...]) }
        }.first
        let config = try yaml.map { try Configuration.parse($0, file: url.path, directory: dir) } ?? Configuration(directory: dir)
        return try LintWorkspace.lint(sources: [(url.path, bytes)], request: LintRequest(configuration: config))
    }

    static func fixes(_ diagnostics: [Diagnostic], _ mode: FixMode) -> [Fix] {
        diagnostics.compactMap { $0.fix }.filter { mode.applies($0.applicability) }
    }

    @Test(arguments: cases)
    func fixture(_ c: Case) throws {
        let original = Array(try Data(contentsOf: c.source))
        let expected = Array(try Data(contentsOf: c.expected))
        let found = try Self.lint(original, at: c.source)
        let fixable = found.filter { $0.fix.map { c.mode.applies($0.applicability) } ?? false }
        let result = FixApplier.apply(fixable.map { $0.fix! }, to: original)
        let matches = result.bytes == expected
        #expect(matches, "\(c): fixed text differs; got:\n\(String(decoding: result.bytes, as: UTF8.self))")
        // Each case that changes its file exercises its own rule's fix.
        if expected != original {
            #expect(result.applied.contains { fixable[$0].ruleID == c.rule }, "\(c): no fix of '\(c.rule)' applied")
        }
        let again = try Self.lint(result.bytes, at: c.source)
        for k in result.applied {
            let fixed = fixable[k]
            #expect(!again.contains { $0.ruleID == fixed.ruleID && $0.message == fixed.message },
                    "\(c): still reported after its fix: \(fixed.message)")
        }
        // No new problem in the fixed source.
        #expect(again.filter { $0.ruleID == "invalid_source" }.count <= found.filter { $0.ruleID == "invalid_source" }.count)
        let twice = FixApplier.apply(Self.fixes(again, c.mode), to: result.bytes)
        let stable = twice.bytes == result.bytes
        #expect(stable, "\(c): a second run changes the file:\n\(String(decoding: twice.bytes, as: UTF8.self))")
    }

    @Test func everyFixHasFixtures() {
        let covered = Set(Self.cases.map(\.rule))
        let fixable = Set(Registry.all.filter { !$0.fixes.isEmpty }.map(\.id))
        #expect(fixable.subtracting(covered).isEmpty, "fixes without fixtures: \(fixable.subtracting(covered).sorted())")
        #expect(!covered.isEmpty)
    }

    /// The rule fixtures' harness walks `Fixtures/<rule_id>/`: these cases are not rule cases.
    @Test func ruleFixturesLeaveFixCasesAlone() {
        #expect(!FixtureTests.cases.contains { $0.url.path.contains("/Fixtures/fixes/") })
    }
}
