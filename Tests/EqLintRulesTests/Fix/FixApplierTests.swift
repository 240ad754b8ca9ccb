import Foundation
import Testing
@testable import EqLintRules

@Suite struct FixApplierTests {
    let text = Array("let a = 1\nlet b = 2\n".utf8)

    func fix(_ edits: TextEdit...) -> Fix { Fix(.safe, "t", edits: edits) }

    @Test func fixesApplyTogetherAndAnOverlappingOneWaits() {
        let first = fix(TextEdit(range: 4..<5, replacement: "x"))
        let clash = fix(TextEdit(range: 4..<9, replacement: "y = 0"))
        let second = fix(TextEdit(range: 14..<15, replacement: "z"), .insert("// end\n", at: 20))
        let result = FixApplier.apply([first, clash, second], to: text)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "let x = 1\nlet z = 2\n// end\n")
        #expect(result.applied == [0, 2] && result.skipped == [1])
    }

    @Test func twoInsertionsAtOnePlaceOverlapButTheSameEditIsMadeOnce() {
        let a = fix(.insert("A", at: 0)), b = fix(.insert("B", at: 0))
        #expect(FixApplier.apply([a, b], to: text).skipped == [1])
        let same = FixApplier.apply([a, a], to: text)
        #expect(same.applied == [0, 1] && String(decoding: same.bytes, as: UTF8.self).hasPrefix("Alet"))
        // An insertion where a replacement starts is not inside it.
        #expect(FixApplier.apply([a, fix(TextEdit(range: 0..<3, replacement: "var"))], to: text).applied == [0, 1])
    }

    @Test func editsOutsideTheFileOrInsideACharacterAreSkipped() {
        #expect(FixApplier.apply([fix(.insert("x", at: 99))], to: text).skipped == [0])
        let utf8 = Array("let é = 1".utf8)
        #expect(FixApplier.apply([fix(.delete(4..<5))], to: utf8).skipped == [0])
        #expect(FixApplier.apply([fix(.delete(4..<6))], to: utf8).applied == [0])
    }

    /// Issue #37: the selection looks taken edits up by place; it takes and leaves the same
    /// fixes as comparing each edit with every edit taken, whatever the order of the fixes.
    @Test func selectionByPlaceAgreesWithComparingEveryEditTaken() {
        func reference(_ fixes: [Fix]) -> (applied: [Int], skipped: [Int], edits: [TextEdit]) {
            var taken: [TextEdit] = [], applied: [Int] = [], skipped: [Int] = []
            for (k, fix) in fixes.enumerated() {
                let fresh = fix.edits.filter { !taken.contains($0) }
                let clash = fresh.indices.contains { n in
                    taken.contains { FixApplier.overlap($0, fresh[n]) } || fresh[..<n].contains { FixApplier.overlap($0, fresh[n]) }
                }
                if clash { skipped.append(k) } else { taken += fresh; applied.append(k) }
            }
            return (applied, skipped, taken)
        }
        let bytes = [UInt8](repeating: 0x61, count: 40)
        var random = SeededGenerator(seed: 37)
        for _ in 0..<2_000 {
            let fixes = (0..<Int.random(in: 2...12, using: &random)).map { _ in
                Fix(.safe, "t", edits: (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    let a = UInt32.random(in: 0...30, using: &random), length = UInt32.random(in: 0...3, using: &random)
                    return TextEdit(range: a..<a + length, replacement: Bool.random(using: &random) ? "x" : "")
                })
            }
            let got = FixApplier.select(fixes, in: bytes), want = reference(fixes)
            #expect(got.applied == want.applied && got.skipped == want.skipped && got.edits == want.edits, "\(fixes.map(\.edits))")
        }
    }

    /// docs/architecture.md, "Adding a fix": an edit never lands on a line where its rule is
    /// suppressed, even when the finding itself (at the type's name) is reported.
    @Test func noEditOnASuppressedLine() throws {
        let source = """
            struct User: Hashable {
                let id: Int
                var name: String
                static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id } // eqlint:disable:this hashable_equatable_mismatch
            }
            var signedIn: Set<User> = []

            """
        let request = LintRequest(configuration: Configuration(directory: "/"))
        let found = try LintWorkspace.lint(sources: [("A.swift", Array(source.utf8))], request: request)
        let finding = found.first { $0.ruleID == "hashable_equatable_mismatch" }
        #expect(finding != nil && finding?.fix == nil, "\(found)")
        // Without the comment, the same finding has its fix.
        let plain = source.replacingOccurrences(of: " // eqlint:disable:this hashable_equatable_mismatch", with: "")
        let again = try LintWorkspace.lint(sources: [("A.swift", Array(plain.utf8))], request: request)
        #expect(again.first { $0.ruleID == "hashable_equatable_mismatch" }?.fix != nil)
    }

    @Test func layoutFollowsTheSurroundingLines() {
        let crlf = SourceLayout(Array("struct A {\r\n\tlet a: Int\r\n}".utf8))
        #expect(crlf.lineEnding(at: 14) == "\r\n" && crlf.lineEnding(at: 26) == "\r\n")
        #expect(crlf.indentation(ofLineAt: 14) == "\t" && crlf.indentUnit == "\t")
        let mixed = SourceLayout(Array("a\r\n  b\nc".utf8))
        #expect(mixed.hasMixedLineEndings && mixed.lineEnding(at: 0) == "\r\n" && mixed.lineEnding(at: 4) == "\n")
        #expect(mixed.indentUnit == "  " && !crlf.hasMixedLineEndings)
        #expect(SourceLayout(Array("x".utf8)).lineEnding(at: 0) == "\n")
    }

    /// The indentation unit is the smallest run of spaces starting a line with code, a tab when
    /// a line starts with one, 4 when no line is indented; every kind of line break starts a
    /// line. Checked against a byte-by-byte reading over many generated files.
    @Test func indentUnitReadsEveryLineStart() {
        func expected(_ bytes: [UInt8]) -> String {
            var smallest = Int.max, i = 0, atLineStart = true
            while i < bytes.count {
                if atLineStart {
                    if bytes[i] == 9 { return "\t" }
                    var n = 0
                    while i + n < bytes.count && bytes[i + n] == 32 { n += 1 }
                    let next = i + n < bytes.count ? bytes[i + n] : 10
                    if n > 0 && next != 10 && next != 13 { smallest = min(smallest, n) }
                    i += n
                    atLineStart = false
                    continue
                }
                if bytes[i] == 10 || bytes[i] == 13 { atLineStart = true }
                i += 1
            }
            return String(repeating: " ", count: smallest == Int.max ? 4 : smallest)
        }
        let pieces: [[UInt8]] = [[32], [32, 32], [9], [10], [13], [13, 10], Array("let a".utf8), Array("}".utf8)]
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(seed % 13) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes += pieces[Int(seed >> 33) % pieces.count]
            }
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            #expect(SourceLayout(bytes).indentUnit == expected(bytes), "\(bytes)")
        }
    }
}

@Suite struct UnifiedDiffTests {
    @Test func hunksWithContextAndEndings() {
        let old = Array((1...20).map { "line \($0)\n" }.joined().utf8)
        var lines = (1...20).map { "line \($0)\n" }
        lines[1] = "line two\n"
        lines.insert("new\n", at: 15)
        let diff = UnifiedDiff.render(path: "Sources/A.swift", old: old, new: Array(lines.joined().utf8))
        #expect(diff == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -13,6 +13,7 @@
             line 13
             line 14
             line 15
            +new
             line 16
             line 17
             line 18

            """)
        #expect(UnifiedDiff.render(path: "A.swift", old: old, new: old).isEmpty)
    }

    @Test func aLastLineWithoutEndingIsMarked() {
        let diff = UnifiedDiff.render(path: "A.swift", old: Array("a\r\nb".utf8), new: Array("a\r\nc".utf8))
        #expect(diff == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }
}
