import Foundation
import Testing
@testable import EqLintRules

/// Each `Fixtures/facts/NAME.swift` has its expected dump in `NAME.facts.jsonl`, written by
/// the swift-syntax reference parser (`../shared/tools/oracle`), run from the package root.
@Suite struct FactsGoldenTests {
    @Test(arguments: TestSupport.swiftFiles(in: "facts"))
    func factsMatchGolden(_ url: URL) throws {
        let golden = url.deletingPathExtension().appendingPathExtension("facts.jsonl")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let relative = "Fixtures/facts/" + url.lastPathComponent
        let actual = FactsCommand.line(for: url.path, displayPath: relative) + "\n"
        #expect(actual == expected, "facts of \(relative) differ from \(golden.lastPathComponent)")
    }

    @Test func outputIsTheSameForAnyJobCount() {
        let dir = TestSupport.fixtures.appendingPathComponent("facts").path
        var one = "", four = ""
        FactsCommand.run(paths: [dir], jobs: 1) { one += $0 }
        FactsCommand.run(paths: [dir], jobs: 4) { four += $0 }
        #expect(one == four)
        #expect(one.split(separator: "\n").count == TestSupport.swiftFiles(in: "facts").count)
    }
}
