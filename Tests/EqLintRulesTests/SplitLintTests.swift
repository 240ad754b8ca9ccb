import Foundation
import Testing
@testable import EqLintRules

/// A build system's split lint (docs/bazel.md) on every multi-file fixture: each file is
/// linted alone with the other files' summaries, and the findings put together must be the
/// whole-project lint's. The one known difference: a `representable_stale_closure` finding
/// stands on a call site that captures, and call sites in summarized files are not seen.
@Suite struct SplitLintTests {
    static var folderCases: [FixtureTests.Case] { FixtureTests.cases.filter(\.isFolder) }

    static func configuration(_ c: FixtureTests.Case, _ variant: FixtureTests.Variant) throws -> Configuration {
        var config = try variant.yaml.map { try Configuration.parse($0, file: variant.origin, directory: c.url.path) }
            ?? Configuration(directory: c.url.path)
        if config.included.isEmpty { config.included = [c.url.path] }
        return config
    }

    /// A finding as both lints must agree on it: the message without the construction that
    /// decided a fix (a split lint does not see call sites in other parts) and without the lines
    /// of places in summarized files (summaries hold no positions).
    static func row(_ d: Diagnostic) -> String {
        var message = d.message
        for cut in ["; no fix: ", "; the fix leaves "] {
            if let r = message.firstRange(of: cut) { message = String(message[..<r.lowerBound]) }
        }
        message = message.replacing(#/([A-Za-z_]+\.swift):[0-9]+/#) { String($0.output.1) }
        return "\(Paths.absolute(d.path)):\(d.line):\(d.column)-\(d.endLine):\(d.endColumn) \(d.severity) [\(d.ruleID)] \(message)"
    }

    @Test(arguments: folderCases)
    func splitLintAgreesWithWholeLint(_ c: FixtureTests.Case) throws {
        for variant in FixtureTests.variants(c) {
            let whole = try FixtureTests.lint(c, variant)
            let config = try Self.configuration(c, variant)
            // The files a whole-project lint walks (not those in `.docc` folders, say).
            let files = FileDiscovery.expand(c.url.path, jobs: 1).files.map { Paths.absolute($0) }
            var summaries: [[FileSummary]] = []
            for file in files {
                var request = LintRequest(configuration: config)
                request.projectRoot = c.url.path
                request.paths = [file]
                summaries.append(try LintWorkspace.summarize(request))
                #expect(summaries.last?.first?.path.hasPrefix("/") == false, "summary paths are relative to the project root")
            }
            var split: [Diagnostic] = []
            for (k, file) in files.enumerated() {
                var request = LintRequest(configuration: config)
                request.projectRoot = c.url.path
                request.paths = [file]
                request.jobs = 2
                request.summaries = summaries.enumerated().filter { $0.offset != k }.flatMap(\.element)
                split += try LintWorkspace(project: request).lintScope().diagnostics
            }
            let wholeRows = whole.map(Self.row).sorted(), splitRows = split.map(Self.row).sorted()
            let missing = wholeRows.filter { !splitRows.contains($0) }
            let extra = splitRows.filter { !wholeRows.contains($0) }
            // One part per file is no build graph: constructions and method bodies in the other
            // parts are not seen (a summary holds declarations, not code). So a capture of a
            // value fixed at every construction, or a method read in another file, may be
            // reported; a kept closure no seen construction captures with, not.
            let readsOtherCode = ["[closure_captures_state]", "[custom_equality_misses_body_input]"]
            // (A method read in another file is named in the message with what it reads.)
            #expect(extra.allSatisfy { row in readsOtherCode.contains { row.contains($0) } }
                        && missing.allSatisfy { row in (readsOtherCode + ["[representable_stale_closure]"]).contains { row.contains($0) } },
                    "\(c) [\(variant.name)]\nmissing in split:\n  \(missing.joined(separator: "\n  "))\nextra in split:\n  \(extra.joined(separator: "\n  "))")
            // Fixes agree too, but for those whose condition looks at call sites.
            for d in split {
                guard let w = whole.first(where: { Self.row($0) == Self.row(d) }), w.fix != d.fix else { continue }
                #expect(!(w.fix?.condition?.closures.isEmpty ?? true) || !(d.fix?.condition?.closures.isEmpty ?? true),
                        "\(c) [\(variant.name)]: the fix of \(Self.row(d)) differs")
            }
        }
    }
}
