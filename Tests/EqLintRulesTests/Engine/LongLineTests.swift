import Testing
@testable import EqLintRules

/// Issue #37: a file of one long line with a finding per view. The time is the benchmark's
/// (scripts/bench/bench_scaling.py, the long-line check); this pins what the positions are:
/// every finding, every fix's edit and every language server range where the text says.
@Suite struct LongLineTests {
    /// `count` views on one line, each titled in a language that is not ASCII (a column is not
    /// a byte offset), after `head`; the byte offset of each view's name.
    static func line(views count: Int, head: String, after each: String = "") -> (bytes: [UInt8], names: [Int]) {
        var bytes = Array(head.utf8), names: [Int] = []
        for i in 0..<count {
            bytes += Array("struct ".utf8)
            names.append(bytes.count)
            bytes += Array("LongLineView\(i): View { let title: String; let onTap: () -> Void; ".utf8)
            bytes += Array("var body: some View { Button(\"Zürich 🙂 \\(title)\", action: onTap) } }; \(each)".utf8)
        }
        return (bytes, names)
    }

    static func lint(_ bytes: [UInt8], besides others: [(path: String, bytes: [UInt8])] = []) throws -> [Diagnostic] {
        var request = LintRequest(configuration: Configuration(directory: "/long"))
        request.enable = ["view_not_equatable"]
        request.jobs = 1
        return try LintWorkspace.lint(sources: [("/long/LongLine.swift", bytes)] + others, request: request)
    }

    /// The 0-based column of each byte offset, counted apart from the line table: a byte that
    /// does not continue a character starts one, and a four-byte one is two UTF-16 units.
    static func columns(_ bytes: [UInt8], utf16: Bool) -> [Int] {
        var out = [0]
        for b in bytes { out.append(out[out.count - 1] + (b & 0xC0 == 0x80 ? 0 : utf16 && b >= 0xF0 ? 2 : 1)) }
        return out
    }

    @Test func everyFindingAndEveryEditIsPlacedAtItsColumn() throws {
        let (bytes, names) = Self.line(views: 300, head: "import SwiftUI; import Equatable; ")
        let scalar = Self.columns(bytes, utf16: false), utf16 = Self.columns(bytes, utf16: true)
        let found = try Self.lint(bytes)
        #expect(found.count == 300 && found.allSatisfy { $0.ruleID == "view_not_equatable" && $0.fix != nil })
        let document = ServerDocument(uri: "file:///long/LongLine.swift", path: "/long/LongLine.swift", version: 1, bytes: bytes)
        for (d, name) in zip(found, names) {
            let end = name + "LongLineView\(d.symbol.dropFirst("LongLineView".count))".utf8.count
            #expect(d.line == 1 && d.endLine == 1)
            #expect(d.column == scalar[name] + 1 && d.endColumn == scalar[end] + 1, "\(d.symbol)")
            let range = document.range(of: d, .utf16)
            #expect(range.start == LSPPosition(line: 0, character: utf16[name]), "\(d.symbol)")
            #expect(range.end == LSPPosition(line: 0, character: utf16[end]), "\(d.symbol)")
            for edit in d.fix?.edits ?? [] {
                let (lower, upper) = (Int(edit.range.lowerBound), Int(edit.range.upperBound))
                #expect(edit.line == 1 && edit.column == scalar[lower] + 1 && edit.endColumn == scalar[upper] + 1)
                #expect(document.range(ofBytes: edit.range, .utf16).start.character == utf16[lower])
            }
        }
    }

    /// A comment after every view, all on the one line: each suppresses every finding of the
    /// line, and each is used (none is reported as `unused_suppression`).
    @Test func thousandsOfCommentsOnTheLineAreEachUsed() throws {
        let (bytes, _) = Self.line(views: 300, head: "import SwiftUI; ", after: "/* eqlint:disable:this view_not_equatable */ ")
        #expect(try Self.lint(bytes).isEmpty)
        let (unused, _) = Self.line(views: 300, head: "import SwiftUI; ", after: "/* eqlint:disable:this closure_captures_state */ ")
        let found = try Self.lint(unused)
        #expect(found.filter { $0.ruleID == "unused_suppression" }.count == 300)
        #expect(found.filter { $0.ruleID == "view_not_equatable" }.count == 300)
    }

    /// What a file's fixes share is worked out once a file, and is the same in every fix: the
    /// `import Equatable` a file without it gets, and the indentation of an inserted `hash(into:)`.
    @Test func everyFixOfAFileSharesItsImportAndIndentation() throws {
        let (bytes, _) = Self.line(views: 300, head: "import SwiftUI; ")
        let other = Array("import Equatable\n@Equatable struct Other: View {\n    let a: Int\n    var body: some View { Text(\"\") }\n}\n".utf8)
        let found = try Self.lint(bytes, besides: [("/long/Other.swift", other)]).filter { $0.path.hasSuffix("LongLine.swift") }
        let imports = found.compactMap { $0.fix?.edits.first { $0.replacement.contains("import Equatable") } }
        #expect(found.count == 300 && imports.count == 300)
        // After the line of the last import: here, the file's one line.
        let end = UInt32(bytes.count)
        #expect(Set(imports.map(\.range)) == [end..<end] && imports.allSatisfy { $0.replacement == "\nimport Equatable" })
        var types = ""
        for i in 0..<300 {
            types += "struct User\(i): Hashable {\n\tlet id: Int\n\tvar name: String\n"
            types += "\tstatic func == (lhs: User\(i), rhs: User\(i)) -> Bool {\n\t\tlhs.id == rhs.id\n\t}\n}\n"
            types += "let seen\(i): Set<User\(i)> = []\n" // revision 4 reports hashed types only
        }
        let hashes = try Self.lint(Array(types.utf8)).compactMap(\.fix?.edits.first?.replacement)
        #expect(hashes.count == 300 && Set(hashes) == ["\n\tfunc hash(into hasher: inout Hasher) {\n\t\thasher.combine(id)\n\t}"])
    }
}
