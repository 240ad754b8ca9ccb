import Foundation
import Testing
@testable import EqLintRules

/// Damaged and hostile inputs through the whole lint: each must finish without a crash.
/// (The fuzzer, scripts/fuzz/fuzz.sh, explores far more; these keep the basics in every run.)
@Suite struct RobustnessTests {
    static func lintAll(_ sources: [(path: String, bytes: [UInt8])]) throws -> [Diagnostic] {
        var request = LintRequest(configuration: Configuration(directory: "/robust"))
        request.enable = ["onchange_duplicate_action"]
        request.jobs = 1
        return try LintWorkspace.lint(sources: sources, request: request)
    }

    static var fixtureFiles: [URL] {
        let root = TestSupport.fixtures
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
    }

    @Test func everyFixtureTruncatedAndFlipped() throws {
        var generator = SeededGenerator(seed: 2024)
        var runs = 0
        for url in Self.fixtureFiles {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard !bytes.isEmpty else { continue }
            // Cut at eight offsets spread over the file, and at random ones.
            var cuts = (1...8).map { bytes.count * $0 / 9 }
            cuts.append(Int.random(in: 0..<bytes.count, using: &generator))
            for cut in cuts {
                _ = try Self.lintAll([("Cut.swift", Array(bytes.prefix(cut)))])
                runs += 1
            }
            // Flip random bytes (some into invalid UTF-8), several at a time.
            for _ in 0..<3 {
                var flipped = bytes
                for _ in 0..<4 {
                    let i = Int.random(in: 0..<flipped.count, using: &generator)
                    flipped[i] ^= UInt8.random(in: 1...255, using: &generator)
                }
                _ = try Self.lintAll([("Flip.swift", flipped), ("Intact.swift", bytes)])
                runs += 1
            }
        }
        #expect(runs > 1000)
    }

    @Test func adversarialInputsThroughTheFullLint() throws {
        var junk = SeededGenerator(seed: 7)
        let inputs: [(String, [UInt8])] = [
            ("empty", []),
            ("bom", [0xEF, 0xBB, 0xBF]),
            ("binary", (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &junk) }),
            ("utf8", Array("struct A: View { let a: Int }\n".utf8) + [0xC3, 0x28, 0xFF]),
            ("string", Array("let s = \"never closed\nstruct V: View { let x: Int }".utf8)),
            ("multiline", Array("let s = \"\"\"\nopen".utf8)),
            ("raw", Array("let s = #\"raw".utf8)),
            ("comment", Array("/* /* nested".utf8)),
            ("interpolation", Array("let s = \"\\(a + (".utf8)),
            ("braces", Array(String(repeating: "{", count: 100_000).utf8)),
            ("parens", Array(String(repeating: "(", count: 100_000).utf8)),
            ("brackets", Array(String(repeating: "[", count: 100_000).utf8)),
            ("ifs", Array(String(repeating: "#if X\n", count: 100_000).utf8)),
            ("types", Array((String(repeating: "struct A: View { let a: Int\n", count: 5_000) + String(repeating: "}", count: 5_000)).utf8)),
            ("closures", Array(("struct V: View { var body: some View { " + String(repeating: "Row(onTap: { ", count: 20_000)).utf8)),
            ("one line", Array(String(repeating: "let x = f(a, b) + 1; ", count: 20_000).utf8)),
            ("short lines", Array(String(repeating: "struct S: View { var a: Int }\n", count: 20_000).utf8)),
        ]
        for (name, bytes) in inputs {
            let diagnostics = try Self.lintAll([(name + ".swift", bytes)])
            if ["binary", "utf8", "string", "multiline", "raw", "comment", "interpolation", "braces", "parens", "brackets"].contains(name) {
                #expect(diagnostics.contains { $0.ruleID == "invalid_source" }, "\(name): no invalid_source")
            }
        }
    }

    /// docs/rules.md, `equality_hides_change` at scale: many partial `==`, one `@Observable`
    /// class holding them all, many `onChange`, one file each. Every table is made once and every
    /// question is a lookup, so the lint stays linear (a quadratic step would take minutes here).
    @Test func manyPartialEqualitiesStayLinear() throws {
        let n = 1500
        var models = "", watchers = "", holder = "@Observable final class Holder {\n"
        for k in 0..<n {
            models += "struct T\(k): Equatable { let id: UUID; var a: Int; var b\(k): Int\n"
                + "    static func == (l: T\(k), r: T\(k)) -> Bool { l.id == r.id && l.a == r.a } }\n"
            holder += "    var t\(k): [T\(k)]? = nil\n"
            watchers += "        .onChange(of: t\(k)) { _, new in print(new.b\(k)) }\n"
        }
        holder += "}\n"
        var view = "struct Watch: View {\n"
        for k in 0..<n { view += "    let t\(k): T\(k)\n" }
        view += "    var body: some View {\n        Text(\"\")\n" + watchers + "    }\n}\n"
        let found = try Self.lintAll([("Models.swift", Array(models.utf8)), ("Holder.swift", Array(holder.utf8)),
                                      ("Watch.swift", Array(view.utf8))])
        #expect(found.filter { $0.ruleID == "equality_hides_change" }.count == n)
    }

    @Test func symlinkLoopsUnreadableFoldersAndVanishedFiles() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("eqlint-robust-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: root) }
        try "struct Card: View { let t: () -> Void\n var body: some View { Text(\"\") } }\n"
            .write(to: root.appendingPathComponent("a/b/Card.swift"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("a/b/loop").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("a/up").path, withDestinationPath: root.path)
        let locked = root.appendingPathComponent("a/locked")
        try fm.createDirectory(at: locked, withIntermediateDirectories: true)
        try "struct Hidden {}\n".write(to: locked.appendingPathComponent("H.swift"), atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        // A file named on the command line that is gone by the time it is read.
        let vanished = root.appendingPathComponent("a/Gone.swift")
        try fm.createSymbolicLink(atPath: vanished.path, withDestinationPath: root.appendingPathComponent("nowhere").path)

        var config = Configuration(directory: root.path)
        config.included = [root.path]
        var request = LintRequest(configuration: config)
        request.enable = ["view_not_equatable"]
        request.paths = [root.appendingPathComponent("a").path, vanished.path]
        let outcome = try LintWorkspace(project: request).lintScope()
        let cards = outcome.diagnostics.filter { $0.ruleID == "view_not_equatable" }
        #expect(cards.count == 1)  // the loop is not walked again
        let gone = outcome.diagnostics.filter { $0.ruleID == "invalid_source" && $0.path.hasSuffix("Gone.swift") }
        #expect(gone.count == 1 && gone[0].message.contains("no such file"))
        if geteuid() != 0 {
            #expect(outcome.diagnostics.contains { $0.message.hasPrefix("cannot read directory") })
        }
    }
}

/// Reading files: into storage of their size, and on past it when a file grows or is a pipe.
@Suite struct FileReaderTests {
    @Test func readsFilesEmptyFilesAndPipes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-read-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let content = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = dir.appendingPathComponent("a.swift")
        try Data(content).write(to: file)
        #expect(FileReader.read(file.path) == .success(content))
        let empty = dir.appendingPathComponent("empty.swift")
        try Data().write(to: empty)
        #expect(FileReader.read(empty.path) == .success([]))
        #expect(FileReader.read(dir.appendingPathComponent("missing.swift").path) == .failure(.noSuchFile))
        #expect(FileReader.read(dir.path) == .failure(.isDirectory))
        // A pipe reports size 0: its bytes must all be read anyway, however many there are.
        let fifo = dir.appendingPathComponent("pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            content.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = write(fd, raw.baseAddress! + done, raw.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            close(fd)
        }
        writer.start()
        #expect(FileReader.read(fifo) == .success(content))
    }
}
