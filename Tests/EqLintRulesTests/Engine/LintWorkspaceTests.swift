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
        let before = workspace.lint(cardPath, Array(Self.card.utf8))
        let marked = try #require(before.first { $0.ruleID == "equatable_unmarked_closure" })
        #expect(marked.fix != nil, "no call site captures state: the fix that marks 'onTap' stands")

        // The editor's unsaved Screen.swift now passes a closure capturing `count`.
        let capturing = Self.screen("{ print(count) }")
        _ = workspace.lint(screenPath, Array(capturing.utf8))
        let after = workspace.lint(cardPath, Array(Self.card.utf8))
        let unmarked = try #require(after.first { $0.ruleID == "equatable_unmarked_closure" })
        #expect(unmarked.fix == nil, "the unsaved call site captures 'count': marking 'onTap' would make it stale")

        // The same texts on disk, linted once: the same findings and fixes.
        try capturing.write(toFile: screenPath, atomically: true, encoding: .utf8)
        #expect(try Self.oneShot(dir, cardPath).map(\.message) == after.map(\.message))
        #expect(try Self.oneShot(dir, cardPath).map(\.fix) == after.map(\.fix))

        // Closed without saving: the disk counts again.
        try Self.screen("{ print(\"tapped\") }").write(toFile: screenPath, atomically: true, encoding: .utf8)
        workspace.closeText(screenPath)
        #expect(workspace.lint(cardPath, Array(Self.card.utf8)).first { $0.ruleID == "equatable_unmarked_closure" }?.fix != nil)
    }

    /// An edit inside a function's body changes no declaration of Maker.swift; but Card's fix
    /// is conditioned on Maker's construction of Card (its record holds the constructions of
    /// Card), so the workspace says Card is to be linted again. A file whose findings read
    /// nothing of Maker's is not.
    @Test func anEditInsideABodyRelintsTheFindingsConditionedOnItsCallSites() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let cardPath = dir.appendingPathComponent("Card.swift").path, makerPath = dir.appendingPathComponent("Maker.swift").path
        let otherPath = dir.appendingPathComponent("Other.swift").path
        func maker(_ closure: String) -> [UInt8] {
            Array("struct Maker {\n    var enabled: Bool\n    func make() -> Card { Card(title: \"x\", onTap: \(closure)) }\n}\n".utf8)
        }
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        _ = workspace.lint(makerPath, maker("{ print(\"tapped\") }"))
        #expect(workspace.lint(cardPath, Array(Self.card.utf8)).first { $0.ruleID == "equatable_unmarked_closure" }?.fix != nil)
        _ = workspace.lint(otherPath, Array("struct Other {}\n".utf8))
        #expect(workspace.documentsToRelint.isEmpty)

        workspace.setText(makerPath, maker("{ print(enabled) }"))
        #expect(workspace.documentsToRelint == [cardPath, makerPath],
                "Maker's text changed, and Card's fix reads Maker's call site; Other reads nothing of it")
        _ = workspace.lint(makerPath, maker("{ print(enabled) }"))
        #expect(workspace.findings(ofOpen: cardPath).first { $0.ruleID == "equatable_unmarked_closure" }?.fix == nil)
        #expect(workspace.documentsToRelint.isEmpty)
    }

    /// Which types only tests construct is read from every file's constructions: an edit inside
    /// a body that starts constructing such a type elsewhere makes the files that asked about it
    /// to lint again; one that constructs nothing new does not.
    @Test func aConstructionOfATypeOnlyTestsConstructedRelintsWhatAskedAboutIt() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let job = "struct Job: Equatable {\n    let id: Int\n    let run: () -> Void\n}\n"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try "func t() { _ = Job(id: 1, run: {}) }\n".write(to: dir.appendingPathComponent("Tests/JobTests.swift"), atomically: true, encoding: .utf8)
        try job.write(to: dir.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let modelPath = dir.appendingPathComponent("Model.swift").path, usePath = dir.appendingPathComponent("Use.swift").path
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        #expect(!workspace.lint(modelPath, Array(job.utf8)).contains { $0.ruleID == "equatable_unmarked_closure" },
                "only tests construct Job")
        _ = workspace.lint(usePath, Array("func f() {\n}\n".utf8))
        workspace.setText(usePath, Array("func f() {\n    print(1)\n}\n".utf8))
        #expect(workspace.documentsToRelint == [usePath], "nothing new is constructed: only the edited file")
        _ = workspace.lint(usePath, Array("func f() {\n    _ = Job(id: 2, run: {})\n}\n".utf8))
        #expect(workspace.documentsToRelint == [modelPath])
        #expect(workspace.findings(ofOpen: modelPath).contains { $0.ruleID == "equatable_unmarked_closure" })
    }

    /// What is hashed follows declarations anywhere (docs/architecture.md, "Hashed"): an edit
    /// that makes another type hold `Tag` makes `Tag` hashed, and the file whose lint asked is
    /// to be linted again (as after any edit of a declaration: no name read says what the table
    /// follows); a file that asked nothing is not.
    @Test func aDeclarationThatStartsHashingATypeRelintsWhatAskedAboutIt() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let tag = "struct Tag: Hashable {\n    let id: Int\n    var label: String\n    static func == (a: Tag, b: Tag) -> Bool { a.id == b.id }\n}\n"
        func holder(_ members: String) -> [UInt8] { Array("struct Holder: Hashable {\n\(members)}\nvar seen: Set<Holder> = []\n".utf8) }
        let tagPath = dir.appendingPathComponent("Tag.swift").path, holderPath = dir.appendingPathComponent("Holder.swift").path
        let otherPath = dir.appendingPathComponent("Other.swift").path
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        _ = workspace.lint(holderPath, holder("    let name: String\n"))
        _ = workspace.lint(otherPath, Array("struct Other {}\n".utf8))
        #expect(!workspace.lint(tagPath, Array(tag.utf8)).contains { $0.ruleID == "hashable_equatable_mismatch" }, "nothing hashes Tag")
        #expect(workspace.documentsToRelint.isEmpty)

        workspace.setText(holderPath, holder("    let name: String\n    let tag: Tag\n"))
        #expect(workspace.documentsToRelint == [holderPath, tagPath], "Holder's hash now combines a Tag")
        _ = workspace.lint(holderPath, holder("    let name: String\n    let tag: Tag\n"))
        let found = workspace.findings(ofOpen: tagPath).first { $0.ruleID == "hashable_equatable_mismatch" }
        #expect(found?.message.contains("'Tag' is hashed as part of 'Holder' at Holder.swift:5") == true, "\(String(describing: found))")
    }

    /// The crash of issue 22: the index held the editor's text of a file with fewer
    /// declarations than the disk's, and the check read the disk's.
    @Test func anUnsavedFileDeclaringLessThanTheDiskDoesNotCrash() throws {
        let dir = try Self.project(); defer { try? FileManager.default.removeItem(at: dir) }
        let cardPath = dir.appendingPathComponent("Card.swift").path, screenPath = dir.appendingPathComponent("Screen.swift").path
        try ("struct A {}\nstruct B {}\nstruct C {}\n" + Self.screen("{ print(count) }"))
            .write(toFile: screenPath, atomically: true, encoding: .utf8)
        let workspace = try LintWorkspace(root: dir.path, jobs: 1, cacheDirectory: nil)
        _ = workspace.lint(screenPath, Array(Self.screen("{ print(count) }").utf8))
        let found = workspace.lint(cardPath, Array(Self.card.utf8))
        #expect(found.first { $0.ruleID == "equatable_unmarked_closure" }?.fix == nil)
    }
}

extension LintWorkspace {
    /// The editor set `absolute`'s text to `bytes`: its findings then.
    func lint(_ absolute: String, _ bytes: [UInt8]) -> [Diagnostic] {
        setText(absolute, bytes)
        return findings(ofOpen: absolute)
    }
}
