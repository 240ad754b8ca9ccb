import Foundation
import Testing
@testable import EqLintRules

/// Inputs that are not Swift, or are Swift at sizes and depths meant to break parsers.
/// Each must finish without crashing or overflowing the stack, and report a problem
/// where the input is not valid Swift. (Speed is measured by scripts/bench/bench.sh, not here.)
@Suite struct AdversarialInputTests {
    func parse(_ bytes: [UInt8]) -> ParsedFile { Parser.parse(SourceText(bytes: bytes)) }
    func parse(_ text: String) -> ParsedFile { parse(Array(text.utf8)) }

    @Test func emptyAndBOMOnly() {
        #expect(parse("").types.isEmpty && parse("").lexed.problems.isEmpty)
        let bom = parse([0xEF, 0xBB, 0xBF])
        #expect(bom.tokens.isEmpty && bom.lexed.problems.isEmpty)
    }

    @Test func binaryJunk() {
        var generator = SeededGenerator(seed: 42)
        let junk = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let file = parse(junk)
        #expect(!file.lexed.problems.isEmpty)
        #expect(SourceText(bytes: junk).firstInvalidUTF8 != nil)
        let facts = FactsDumpProbe.line(junk)
        #expect(facts.contains("\"error\":\"not valid UTF-8\""))
    }

    /// One cause, one message: a file that is not UTF-8 is reported as such at its first bad
    /// byte, even when the lexer met a control character before it (as `facts` says of it).
    @Test func aBinaryFileIsReportedAsNotUTF8() throws {
        let bytes: [UInt8] = [0x7F, 0x01, 0x41, 0x42, 0xFF, 0x00]
        let found = try LintWorkspace.lint(sources: [("Blob.swift", bytes)],
                                        request: LintRequest(configuration: Configuration(directory: "/")))
        #expect(found.map(\.ruleID) == ["invalid_source"])
        #expect(found.first?.message == "file is not valid UTF-8" && found.first?.column == 5, "\(found)")
    }

    @Test func invalidUTF8KeepsWhatComesBefore() {
        var bytes = Array("struct A { let a: Int }\n".utf8)
        let bad = bytes.count
        bytes += [0xFF, 0xFE] + Array("\nstruct B {}".utf8)
        #expect(SourceText(bytes: bytes).firstInvalidUTF8 == bad)
        #expect(parse(bytes).types.map(\.name) == ["A", "B"])
    }

    @Test(arguments: [
        ("let s = \"abc\nstruct A {}", 8),
        ("let s = \"\"\"\nabc\nstruct A {}", 8),
        ("let s = ##\"raw\"#\nstruct A {}", 8),
        ("/* open /* nested */\nstruct A {}", 0),
        ("let s = \"\\(a + (b\"\nstruct A {}", 8),
        ("let r = #/\nabc\n", 8),
    ])
    func unterminatedConstructs(_ text: String, _ offset: Int) {
        let file = parse(text)
        #expect(file.lexed.problems.first?.offset == UInt32(offset), "\(text.debugDescription)")
    }

    @Test(arguments: ["{", "(", "[", "#if X\n"])
    func deepNesting(_ opener: String) {
        let text = String(repeating: opener, count: 100_000)
        let file = parse(text)
        if opener.hasPrefix("#") {
            #expect(file.tokens.count == 200_000)
        } else {
            #expect(file.lexed.problems.count == 100_000)
        }
    }

    @Test func deeplyNestedTypesStayLinear() {
        let depth = 20_000
        let text = String(repeating: "struct A { ", count: depth) + String(repeating: "}", count: depth)
        let file = parse(text)
        #expect(file.types.count > 100)
        #expect(file.types.count <= depth)
        #expect(file.lexed.problems.isEmpty)
    }

    /// Two megabytes on one line parse as one line; the 50 MB file is linted by the release
    /// binary in `.ci/run` (scripts/test/test_large_input.sh), where it takes seconds, not minutes.
    @Test func twoMegabytesOnOneLine() {
        let unit = Array("let x = f(a, b) + 1; ".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2_000_000 + unit.count)
        while bytes.count < 2_000_000 { bytes += unit }
        let file = parse(bytes)
        #expect(file.source.lines.count == 1)
        #expect(file.tokens.count > 900_000)
        #expect(file.lexed.problems.isEmpty)
    }

    @Test func fiftyThousandShortLines() {
        let text = String(repeating: "struct S { var a: Int }\n", count: 50_000)
        let file = parse(text)
        #expect(file.types.count == 50_000)
        #expect(file.source.lines.count == 50_001)
    }

    /// Row collections and `.id(…)` cut short, empty or without content: `foreach_unstable_identity`
    /// reads them without crashing, and the rest of the file is still linted.
    @Test(arguments: [
        "struct A: View {\n    var body: some View { }\n}\n",
        "struct B: View {\n    @State var xs: [Int] = []\n    var body: some View {\n        ForEach(xs.indices, id: \\.self\n",
        "struct C: View {\n    var body: some View {\n        Text(\"a\").id(UUID()).\n",
        "struct D: View {\n    var body: some View {\n        ForEach(\n",
        "struct E: View { var body: some View { .id(UUID()) } }\nstruct F: View { var body: some View { ForEach(, id:) {} } }\n",
        "struct G: View { var body: some View { ForEach(xs, id: \\.self,) } }\nstruct H { var id: String { UUID().uuidString }\n",
        "struct I: View { @State var x: [J] = []\n var body: some View { ForEach(x, id: \\.self) { j in K() .transition(.slide) } .onAppear { x[0].v = 1; $x[0].v; &x } } }\nstruct J: Identifiable, Hashable { let id: Int; var v: Int }\nstruct K: View { var body: some View { Text(\"\") } }\n",
        "struct L: View { var body: some View { ).id(Date.now) } }\n",
    ])
    func rowCollectionsCutShort(_ text: String) throws {
        var config = Configuration(directory: "/")
        config.included = []
        var request = LintRequest(configuration: config)
        request.only = ["foreach_unstable_identity"]
        _ = try LintWorkspace.lint(sources: [("Rows.swift", Array(text.utf8))], request: request)
    }

    /// Many collections, `.id(…)` in one chain, and bindings, in one file: each is read a bounded
    /// number of times (a quadratic read would not finish here).
    @Test func manyRowCollectionsStayLinear() throws {
        var text = "struct Item: Identifiable, Hashable { let id: Int; var title: String }\n"
        text += "struct Row: View { let item: Item; @State var open = false; var body: some View { Text(item.title) } }\n"
        text += "struct Screen: View {\n    @State var items: [Item] = []\n    var body: some View {\n        VStack {\n"
        for _ in 0..<3_000 {
            text += "            ForEach(items, id: \\.self) { item in ForEach(items.indices, id: \\.self) { i in Row(item: item) } }\n"
        }
        // One per line: columns on one long line are the report's cost, not the rule's.
        text += "            Row(item: items[0])" + String(repeating: "\n                .id(UUID())", count: 3_000) + "\n"
        text += "        }\n        .onAppear { for k in items.indices { items[k].title = \"\" } }\n    }\n}\n"
        var request = LintRequest(configuration: Configuration(directory: "/"))
        request.only = ["foreach_unstable_identity"]
        let found = try LintWorkspace.lint(sources: [("Big.swift", Array(text.utf8))], request: request)
        #expect(found.count == 3_000 + 3_000, "\(found.count)")
    }

    @Test func recoversAfterUnknownMemberCode() {
        let file = parse("struct A {\n  ??? garbage { here }\n  let b: Int\n}\nstruct C {}")
        #expect(file.types.map(\.name) == ["A", "C"])
        #expect(file.types[0].properties.map(\.name) == ["b"])
        #expect(!file.recoveries.isEmpty)
    }
}

/// A small deterministic random number generator (xorshift), so junk is the same each run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

/// The facts line of in-memory bytes, through a temporary file as `eqlint facts` reads it.
enum FactsDumpProbe {
    static func line(_ bytes: [UInt8]) -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("eqlint-probe-\(UUID().uuidString).swift")
        guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
            return "FactsDumpProbe: could not write \(url.path)"
        }
        defer { try? FileManager.default.removeItem(at: url) }
        return FactsCommand.line(for: url.path)
    }
}
