import Foundation
import Testing
@testable import EqLintRules

/// The engine's API for a long-running front (`LintWorkspace`): an editor's unsaved text
/// stands in for the disk everywhere, the stale-capture check of the fixes included, and the
/// findings equal a one-shot lint of the same texts written to disk.
@Suite struct LintWorkspaceTests {
    static let card = """
        import SwiftUI
        import Equatable
        @Equatable
        struct Card: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Text(title) }
        }

        """
    static func screen(_ closure: String) -> String {
        """
        import SwiftUI
        struct Screen: View {
            let count: Int
            var body: some View { Card(title: "x", onTap: \(closure)) }
        }

        """
    }

    static func project() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "".write(to: dir.appendingPathComponent(".eqlint.yml"), atomically: true, encoding: .utf8)
        try card.write(to: dir.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try screen("{ print(\"tapped\") }").write(to: dir.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    /// A one-shot lint of the project on disk: what the command line reports.
    static func oneShot(_ dir: URL, _ path: String) throws -> [Diagnostic] {
        var request = LintRequest(configuration: try ProjectPlan.configuration(root: dir.path, explicit: nil, cwd: ""))
        request.projectRoot = dir.path
        request.paths = [path]
        return try LintWorkspace(project: request).lintScope().diagnostics.map { d in
            var d = d
            d.path = Paths.absolute(d.path)
            return d
        }
    }

    @Test func anUnsavedCallSiteDecidesWhetherTheFixStands() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let cardPath = dir.appendingPathComponent("Card.swift").path, screenPath = dir.appendingPathComponent("Screen.swift").path
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        let before = workspace.findings(of: cardPath, text: Array(Self.card.utf8))
        let marked = try #require(before.first { $0.ruleID == "equatable_unmarked_closure" })
        #expect(marked.fix != nil, "no call site captures state: the fix that marks 'onTap' stands")

        // The editor's unsaved Screen.swift now passes a closure capturing `count`.
        let capturing = Self.screen("{ print(count) }")
        _ = workspace.findings(of: screenPath, text: Array(capturing.utf8))
        let after = workspace.findings(of: cardPath, text: Array(Self.card.utf8))
        let unmarked = try #require(after.first { $0.ruleID == "equatable_unmarked_closure" })
        #expect(unmarked.fix == nil, "the unsaved call site captures 'count': marking 'onTap' would make it stale")

        // The same texts on disk, linted once: the same findings and fixes.
        try capturing.write(toFile: screenPath, atomically: true, encoding: .utf8)
        #expect(try Self.oneShot(dir, cardPath).map(\.message) == after.map(\.message))
        #expect(try Self.oneShot(dir, cardPath).map(\.fix) == after.map(\.fix))

        // Closed without saving: the disk counts again.
        try Self.screen("{ print(\"tapped\") }").write(toFile: screenPath, atomically: true, encoding: .utf8)
        workspace.removeOverlay(screenPath)
        #expect(workspace.findings(of: cardPath, text: Array(Self.card.utf8)).first { $0.ruleID == "equatable_unmarked_closure" }?.fix != nil)
    }

    /// An edit inside a function's body changes nothing another file sees of Maker.swift, so the
    /// workspace's `generation` stays; but Card's fix is conditioned on Maker's construction of
    /// Card, so Card's own generation moves and a front lints it again. A file whose findings
    /// have no condition on Card does not move.
    @Test func anEditInsideABodyMovesTheGenerationOfFindingsConditionedOnItsCallSites() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let cardPath = dir.appendingPathComponent("Card.swift").path, makerPath = dir.appendingPathComponent("Maker.swift").path
        let otherPath = dir.appendingPathComponent("Other.swift").path
        func maker(_ closure: String) -> [UInt8] {
            Array("struct Maker {\n    var enabled: Bool\n    func make() -> Card { Card(title: \"x\", onTap: \(closure)) }\n}\n".utf8)
        }
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        _ = workspace.findings(of: makerPath, text: maker("{ print(\"tapped\") }"))
        #expect(workspace.findings(of: cardPath, text: Array(Self.card.utf8)).first { $0.ruleID == "equatable_unmarked_closure" }?.fix != nil)
        _ = workspace.findings(of: otherPath, text: Array("struct Other {}\n".utf8))
        let (global, card, other) = (workspace.generation, workspace.generation(of: cardPath), workspace.generation(of: otherPath))

        _ = workspace.findings(of: makerPath, text: maker("{ print(enabled) }"))
        #expect(workspace.generation == global, "no declaration changed")
        #expect(workspace.generation(of: cardPath) != card, "Card's fix reads Maker's call site")
        #expect(workspace.generation(of: otherPath) == other)
        #expect(workspace.findings(of: cardPath, text: Array(Self.card.utf8)).first { $0.ruleID == "equatable_unmarked_closure" }?.fix == nil)
    }

    /// Which types only tests construct is read from every file's constructions: an edit inside
    /// a body that starts constructing such a type elsewhere moves the workspace's generation
    /// (every open document may find otherwise); one that constructs nothing new does not.
    @Test func aConstructionOfATypeOnlyTestsConstructedMovesTheGeneration() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let job = "struct Job: Equatable {\n    let id: Int\n    let run: () -> Void\n}\n"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try "func t() { _ = Job(id: 1, run: {}) }\n".write(to: dir.appendingPathComponent("Tests/JobTests.swift"), atomically: true, encoding: .utf8)
        try job.write(to: dir.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let modelPath = dir.appendingPathComponent("Model.swift").path, usePath = dir.appendingPathComponent("Use.swift").path
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        #expect(!workspace.findings(of: modelPath, text: Array(job.utf8)).contains { $0.ruleID == "equatable_unmarked_closure" },
                "only tests construct Job")
        _ = workspace.findings(of: usePath, text: Array("func f() {\n}\n".utf8))
        let before = workspace.generation
        _ = workspace.findings(of: usePath, text: Array("func f() {\n    print(1)\n}\n".utf8))
        #expect(workspace.generation == before, "nothing new is constructed")
        _ = workspace.findings(of: usePath, text: Array("func f() {\n    _ = Job(id: 2, run: {})\n}\n".utf8))
        #expect(workspace.generation != before)
        #expect(workspace.findings(of: modelPath, text: Array(job.utf8)).contains { $0.ruleID == "equatable_unmarked_closure" })
    }

    /// The crash of issue 22: the index held the editor's text of a file with fewer
    /// declarations than the disk's, and the check read the disk's.
    @Test func anUnsavedFileDeclaringLessThanTheDiskDoesNotCrash() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let cardPath = dir.appendingPathComponent("Card.swift").path, screenPath = dir.appendingPathComponent("Screen.swift").path
        try ("struct A {}\nstruct B {}\nstruct C {}\n" + Self.screen("{ print(count) }"))
            .write(toFile: screenPath, atomically: true, encoding: .utf8)
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        _ = workspace.findings(of: screenPath, text: Array(Self.screen("{ print(count) }").utf8))
        let found = workspace.findings(of: cardPath, text: Array(Self.card.utf8))
        #expect(found.first { $0.ruleID == "equatable_unmarked_closure" }?.fix == nil)
    }
}
