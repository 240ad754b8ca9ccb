import Foundation
import Testing
@testable import EqLintRules

@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueSnakeCaseAndMatchTheirFiles() throws {
        let ids = Registry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.name.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id)") }
        let rulesDir = TestSupport.packageRoot.appendingPathComponent("Sources/EqLintRules/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesDir.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }
        let infrastructure: Set<String> = ["Rule", "RuleContext", "Registry", "RuleDocs"]
        let ruleFiles = Set(files).subtracting(infrastructure)
        let expected = Set(ids.map { $0.name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() })
        #expect(ruleFiles == expected)
    }

    /// Lints one example alone with only its rule on.
    func diagnostics(_ source: String, rule: RuleID) throws -> [Diagnostic] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Example.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var config = Configuration(directory: dir.path)
        config.included = [file.path]
        var request = LintRequest(configuration: config)
        request.paths = [file.path]
        // The rules an example's suppression comments name run too (`unused_suppression`'s
        // examples are about their findings).
        request.only = [rule] + Registry.ids.filter { $0 != rule && source.contains("eqlint:") && source.contains($0.name) }
        return try LintWorkspace(project: request).lintScope().diagnostics
    }

    @Test(arguments: Registry.all.map(\.id))
    func examplesBehaveAsDocumented(_ id: RuleID) throws {
        let meta = Registry.meta(id)!
        #expect(!meta.triggering.isEmpty && !meta.passing.isEmpty)
        for example in meta.triggering {
            #expect(try diagnostics(example, rule: id).contains { $0.ruleID == id }, "triggering example of \(id) is silent")
        }
        for example in meta.passing {
            #expect(try diagnostics(example, rule: id).isEmpty, "passing example of \(id) fires")
        }
    }

    /// The wording the real-app review asked for: what is optional, which builder to store,
    /// and readers' builders left out of the reasons.
    @Test func viewNotEquatableMessagesNameWhatIsNeverEqual() throws {
        let source = """
            struct Clear: View {
                let onClear: (() -> Void)?
                var body: some View { Text("") }
            }
            struct Friend<RootView: View>: View {
                let destination: () -> RootView?
                var body: some View { Text("") }
            }
            struct Panel<Row: View>: View {
                let onSubmit: () -> Void
                let row: (Int) -> Row
                var body: some View { Text("") }
            }
            """
        let messages = try diagnostics(source, rule: "view_not_equatable").map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("'onClear' is an optional closure (unequal whenever set)") && $0.contains("while one is set") })
        #expect(messages.contains { $0.contains("'destination' is a content builder)") && $0.contains("(self.destination = destination() in init)") })
        #expect(messages.contains { $0.contains("('onSubmit' is a closure)") && !$0.contains("'row'") })
    }

    @Test func explainAndReferenceComeFromTheRegistry() {
        let text = RuleDocs.explain(Registry.meta("closure_captures_state")!)
        #expect(text.contains("closure_captures_state") && text.contains("Why it matters") && text.contains("Triggers"))
        let reference = RuleDocs.reference()
        for id in Registry.ids { #expect(reference.contains("## `\(id)`")) }
    }

    /// `eqlint explain`'s prose fits in 100 columns and every section's body is indented the
    /// same (four spaces); the code examples are printed as written, only indented.
    @Test func explainWrapsProseAndKeepsCode() {
        for meta in Registry.all {
            let text = RuleDocs.explain(meta)
            let examples = (meta.triggering + meta.passing).map(RuleDocs.indent)
            var prose = text
            for example in examples {
                #expect(text.contains(example + "\n"), "\(meta.id): an example was changed")
                prose = prose.replacingOccurrences(of: example + "\n", with: "")
            }
            let lines = prose.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.count <= 100 }, "\(meta.id): \(lines.filter { $0.count > 100 })")
            // Past the two lines of heading: section titles, empty lines and four-space bodies.
            for line in lines.dropFirst(2) where !line.isEmpty && line.first == " " {
                #expect(line.hasPrefix("    ") && !line.hasPrefix("     ") || line.hasPrefix("      ") && !line.hasPrefix("       "),
                        "\(meta.id): \(line)")
            }
            // Wrapping only moves line breaks: the words are the rule's own, in order.
            let words = prose.split(whereSeparator: { $0 == " " || $0 == "\n" })
            #expect(words.joined(separator: " ").contains(meta.explanation.split(separator: " ").joined(separator: " ")), "\(meta.id)")
        }
    }
}
