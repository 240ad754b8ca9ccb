import Foundation
import Testing
@testable import EqLintRules

@Suite struct CacheTests {
    /// A project of a view declared in one file and linted in another, with a cache folder.
    struct Project {
        let root: URL
        let cache: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-cache-\(UUID().uuidString)")
            cache = root.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
            try write("src/Toggle.swift", "@Equatable\nstruct Toggle: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Text(title) }\n}\n")
            try write("src/Screen.swift", "@Equatable\nstruct Screen: View {\n    let n: Int\n    var body: some View { Toggle(title: \"a\", onTap: { print(n) }) }\n}\n")
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: false, encoding: .utf8)
        }

        func lint(cache useCache: Bool = true) throws -> LintOutcome {
            var config = Configuration(directory: root.path)
            config.included = [root.appendingPathComponent("src").path]
            var request = LintRequest(configuration: config)
            request.paths = [root.appendingPathComponent("src/Screen.swift").path]
            request.cacheDirectory = useCache ? cache.path : nil
            return try LintWorkspace(project: request).lintScope()
        }

        var packs: [URL] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [])
                .filter { $0.hasSuffix(".bin") }.map { cache.appendingPathComponent($0) }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func warmRunReadsOtherFilesFromTheCache() throws {
        let p = try Project(); defer { p.remove() }
        let cold = try p.lint()
        #expect(cold.filesFromCache == 0 && p.packs.count == 1)
        let warm = try p.lint()
        #expect(warm.filesFromCache == 1)
        #expect(warm.diagnostics == cold.diagnostics)
        #expect(cold.diagnostics.map(\.ruleID) == ["closure_captures_state"])
        #expect(try p.lint(cache: false).diagnostics == cold.diagnostics)
    }

    /// What a view's `body` reads is read when a rule asks (kept files), or stored with the
    /// file's summary (the cache): every way gives what an eager parse gives.
    @Test func bodyReadsAcrossFilesWithAndWithoutTheCache() throws {
        let p = try Project(); defer { p.remove() }
        try p.write("src/Card.swift", "struct Card: View {\n    let title: String\n    let count: Int\n    var body: some View { Text(title + \"\\(count)\") }\n}\n")
        try p.write("src/Card+Equatable.swift", "extension Card: Equatable {\n    static func == (a: Card, b: Card) -> Bool { a.title == b.title }\n}\n")
        func run(_ paths: [String], cache: Bool) throws -> [Diagnostic] {
            var config = Configuration(directory: p.root.path)
            config.included = [p.root.appendingPathComponent("src").path]
            var request = LintRequest(configuration: config)
            request.paths = paths.map { p.root.appendingPathComponent($0).path }
            request.cacheDirectory = cache ? p.cache.path : nil
            return try LintWorkspace(project: request).lintScope().diagnostics.filter { $0.ruleID == "custom_equality_misses_body_input" }
        }
        let eager = try LintWorkspace.lint(sources: ["src/Card.swift", "src/Card+Equatable.swift"].map { path in
            (path: path, bytes: Array(try String(contentsOf: p.root.appendingPathComponent(path), encoding: .utf8).utf8))
        }, request: LintRequest(configuration: Configuration(directory: p.root.path)))
            .filter { $0.ruleID == "custom_equality_misses_body_input" }
        #expect(eager.count == 1 && eager.first?.message.contains("'count'") == true)
        let whole = try run(["src"], cache: false)
        #expect(whole.map(\.message) == eager.map(\.message))
        // Cold and warm cache, the whole folder; then the extension alone, the view's file
        // read from the cache.
        #expect(try run(["src"], cache: true).map(\.message) == eager.map(\.message))
        #expect(try run(["src"], cache: true).map(\.message) == eager.map(\.message))
        #expect(try run(["src/Card+Equatable.swift"], cache: true).map(\.message) == eager.map(\.message))
        #expect(try run(["src/Card+Equatable.swift"], cache: false).map(\.message) == eager.map(\.message))
    }

    @Test func changedFilesAreReadAgain() throws {
        let p = try Project(); defer { p.remove() }
        _ = try p.lint()
        // The closure is compared now (no marker, hand-written == compares it): nothing is stale.
        Thread.sleep(forTimeInterval: 0.01)
        try p.write("src/Toggle.swift", "struct Toggle: View, Equatable {\n    let title: String\n    let onTap: () -> Void\n    static func == (a: Toggle, b: Toggle) -> Bool { a.title == b.title && a.onTap != nil && b.onTap != nil }\n    var body: some View { Text(title) }\n}\n")
        let after = try p.lint()
        #expect(after.filesFromCache == 0)
        #expect(!after.diagnostics.contains { $0.ruleID == "closure_captures_state" })
    }

    @Test func entriesAreKeyedByContentNotJustTheStamp() throws {
        let p = try Project(); defer { p.remove() }
        let cold = try p.lint()
        // The same bytes under a new modification time (a checkout, a `touch`): read, not parsed.
        let toggle = p.root.appendingPathComponent("src/Toggle.swift").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: toggle)
        let touched = try p.lint()
        #expect(touched.filesFromCache == 1 && touched.diagnostics == cold.diagnostics)
        // The pack now holds the new stamp: the next run need not even read the file.
        let packBefore = try Data(contentsOf: p.packs[0])
        #expect(try p.lint().filesFromCache == 1)
        #expect(try Data(contentsOf: p.packs[0]) == packBefore)  // nothing changed, nothing written
        // Other bytes under a new stamp are parsed again.
        try p.write("src/Toggle.swift", "struct Toggle: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: toggle)
        let changed = try p.lint()
        #expect(changed.filesFromCache == 0 && changed.diagnostics.isEmpty)
    }

    @Test(arguments: ["truncate", "flip", "garbage", "empty"])
    func corruptPacksAreIgnoredAndRebuilt(_ damage: String) throws {
        let p = try Project(); defer { p.remove() }
        let expected = try p.lint().diagnostics
        let pack = p.packs[0]
        var bytes = [UInt8](try Data(contentsOf: pack))
        switch damage {
        case "truncate": bytes = Array(bytes.prefix(bytes.count / 2))
        case "flip": bytes[bytes.count / 2] ^= 0x5A
        case "garbage": bytes = Array("EQLC this is not a pack at all".utf8)
        default: bytes = []
        }
        try Data(bytes).write(to: pack)
        let damaged = try p.lint()
        #expect(damaged.filesFromCache == 0)
        #expect(damaged.diagnostics == expected)
        #expect(try p.lint().filesFromCache == 1)  // rebuilt
    }

    @Test func codingRoundTripsEveryField() throws {
        let text = try String(contentsOf: TestSupport.fixtures.appendingPathComponent("facts/swiftui_views.swift"), encoding: .utf8)
        let summary = FileSummary(path: "a.swift", file: Parser.parse(SourceText(text)))
        var w = ByteWriter()
        SummaryCoding.write(summary, &w)
        let (back, atEnd) = try ByteReader.reading(w.bytes) { r throws(CacheCorrupt) in (try SummaryCoding.read(&r), r.isAtEnd) }
        #expect(atEnd)
        var again = ByteWriter()
        SummaryCoding.write(back, &again)
        #expect(again.bytes == w.bytes)
        #expect(back.types.map(\.name) == summary.types.map(\.name))
        #expect(!summary.constructedNames.isEmpty && back.constructedNames == summary.constructedNames)
        // Every prefix of the bytes is refused rather than misread.
        for cut in stride(from: 0, to: w.bytes.count - 1, by: max(1, w.bytes.count / 200)) {
            let whole = try? ByteReader.reading(Array(w.bytes.prefix(cut))) { r throws(CacheCorrupt) in
                (try SummaryCoding.read(&r), r.isAtEnd).1
            }
            #expect(whole == nil || whole == false || cut == w.bytes.count)
        }
    }
}
