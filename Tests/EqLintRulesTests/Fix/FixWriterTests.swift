import Foundation
import Testing
@testable import EqLintRules

/// `--fix` on files that cannot or must not be written: a clear reason, the original intact.
/// A class, so that each test's folder is removed when the test ends (`deinit`).
@Suite final class FixWriterTests {
    let dir: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-fixwriter-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    let original = Array("let a = 1\n".utf8), fixed = Array("let a = 2\n".utf8)

    deinit {
        // Read-only files inside must not keep the folder.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        try? FileManager.default.removeItem(at: dir)
    }

    func file(_ name: String, _ bytes: [UInt8], mode: Int = 0o640) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    func contents(_ path: String) -> [UInt8] { Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()) }

    func leftovers() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test func writesOnceKeepingPermissions() throws {
        let path = try file("A.swift", original, mode: 0o750)
        #expect(FixWriter.write(fixed, over: original, at: path) == nil)
        #expect(contents(path) == fixed)
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o750 && leftovers().isEmpty)
    }

    @Test func aReadOnlyFileIsLeftAlone() throws {
        let path = try file("B.swift", original, mode: 0o444)
        let failure = FixWriter.write(fixed, over: original, at: path)
        #expect(failure?.contains("read-only") == true, "\(failure ?? "")")
        #expect(contents(path) == original && leftovers().isEmpty)
    }

    @Test func aFileChangedSinceLintingOrWhileFixingIsLeftAlone() throws {
        let path = try file("C.swift", Array("let a = 3\n".utf8))
        #expect(FixWriter.write(fixed, over: original, at: path)?.contains("changed since it was linted") == true)
        #expect(contents(path) == Array("let a = 3\n".utf8))
        // Changed between writing the temporary file and the rename: the change is kept.
        let racing = try file("D.swift", original)
        let failure = FixWriter.write(fixed, over: original, at: racing) {
            try? Data("let a = 4\n".utf8).write(to: URL(fileURLWithPath: racing))
        }
        #expect(failure?.contains("changed while it was being fixed") == true, "\(failure ?? "")")
        #expect(contents(racing) == Array("let a = 4\n".utf8) && leftovers().isEmpty)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let target = try file("Target.swift", original)
        let link = dir.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Target.swift")
        #expect(FixWriter.write(fixed, over: original, at: link) == nil)
        #expect(contents(target) == fixed)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "Target.swift")
        let dangling = dir.appendingPathComponent("Dangling.swift").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "Missing.swift")
        #expect(FixWriter.write(fixed, over: original, at: dangling)?.contains("points to nothing") == true)
    }

    @Test func mixedLineEndingsAreKeptLineByLine() throws {
        // The inserted line takes the ending of the line it goes into; every other line keeps its own.
        let source = Array("struct A: Hashable {\r\n    let a: Int\n    let b: Int\r\n    static func == (l: A, r: A) -> Bool { l.a == r.a }\r\n}\nlet seen: Set<A> = []\n".utf8)
        let diagnostics = try LintWorkspace.lint(sources: [("A.swift", source)], request: LintRequest(configuration: Configuration(directory: dir.path)))
        let result = FixApplier.apply(diagnostics.compactMap(\.fix), to: source)
        #expect(String(decoding: result.bytes, as: UTF8.self)
                == "struct A: Hashable {\r\n    let a: Int\n    let b: Int\r\n    static func == (l: A, r: A) -> Bool { l.a == r.a }\r\n    func hash(into hasher: inout Hasher) { hasher.combine(a) }\r\n}\nlet seen: Set<A> = []\n")
        let path = try file("Mixed.swift", source)
        #expect(FixWriter.write(result.bytes, over: source, at: path) == nil && contents(path) == result.bytes)
    }
}
