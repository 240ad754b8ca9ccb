import Testing
@testable import EqLintRules

/// The one line index: lines end at `\n`, `\r\n` and `\r`; columns in UTF-8 bytes, UTF-16 code
/// units and Unicode scalars agree with Swift's own views of the same text.
@Suite struct LineTableTests {
    @Test func linesEndAtEveryLineBreak() {
        let bytes = Array("a\nb\r\nc\rd".utf8)
        let lines = LineTable(bytes)
        #expect(lines.starts == [0, 2, 5, 7])
        #expect((0..<4).map { lines.lineEnd($0, in: bytes) } == [1, 3, 6, 8])
    }

    @Test(arguments: ["let a = 1", "let é = \"日本\" // 🙂 x", "\u{1F468}\u{200D}\u{1F469} ok", ""])
    func columnsAgreeWithSwiftsViews(_ line: String) {
        let bytes = Array(("first\r\n" + line + "\nlast").utf8)
        let lines = LineTable(bytes)
        let start = Int(lines.starts[1])
        #expect(lines.lineEnd(1, in: bytes) == start + line.utf8.count)
        var offset = start
        for (k, scalar) in line.unicodeScalars.enumerated() {
            let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(k)))
            #expect(lines.column(ofByte: offset, inLine: 1, in: bytes, .utf8) == before.utf8.count)
            #expect(lines.column(ofByte: offset, inLine: 1, in: bytes, .utf16) == before.utf16.count)
            #expect(lines.column(ofByte: offset, inLine: 1, in: bytes, .scalar) == k)
            #expect(lines.width(ofFirst: k, ofLine: 1, in: bytes, .utf16) == before.utf16.count)
            #expect(lines.offset(ofColumn: before.utf16.count, inLine: 1, in: bytes, .utf16) == offset)
            #expect(lines.scalarLocation(of: UInt32(offset), in: bytes) == (2, k + 1))
            offset += String(scalar).utf8.count
        }
        // Past the line's end: its end.
        #expect(lines.offset(ofColumn: 10_000, inLine: 1, in: bytes, .utf8) == start + line.utf8.count)
        // Inside a character: the character's start.
        if let wide = line.unicodeScalars.firstIndex(where: { $0.value > 0xFFFF }) {
            let before = String(line.unicodeScalars[..<wide])
            #expect(lines.offset(ofColumn: before.utf16.count + 1, inLine: 1, in: bytes, .utf16) == start + before.utf8.count)
        }
    }

    @Test func aByteThatIsNotUTF8CountsAsOneInEveryUnit() {
        // A stray continuation byte, a truncated sequence, an encoded surrogate, an overlong form.
        let bytes: [UInt8] = [0x61, 0x80, 0xE6, 0x97, 0x62, 0xED, 0xA0, 0x80, 0xC0, 0xAF, 0x63]
        let lines = LineTable(bytes)
        for unit in [ColumnUnit.utf8, .utf16, .scalar] {
            #expect(lines.column(ofByte: bytes.count - 1, inLine: 0, in: bytes, unit) == 10)
        }
        #expect(lines.scalarLocation(of: 4, in: bytes) == (1, 5))
    }

    /// Issue #37: a long line's columns are counted from its marks, and agree with a count from
    /// the line's start at every byte, every column and every unit, bad bytes included.
    @Test func marksOfALongLineGiveTheColumnsOfAWalkFromItsStart() {
        let piece: [UInt8] = Array("ab é 日本 🙂 ".utf8) + [0x80, 0xE6, 0x97, 0x20, 0xED, 0xA0, 0x80, 0xF0, 0x9F]
        var bytes = Array("short\r\n".utf8)
        for _ in 0..<9 { bytes += piece }
        bytes += Array("\nlast 🙂\n".utf8) + piece + piece
        let marked = LineTable(bytes, markStride: 5)
        let plain = LineTable(bytes, markStride: Int.max)
        #expect(marked.marks.marks(ofLine: 1) != nil && plain.marks.marks(ofLine: 1) == nil)
        #expect(marked.marks.marks(ofLine: 0) == nil)
        for line in -1...4 {
            for unit in [ColumnUnit.utf8, .utf16, .scalar] {
                for k in -1...bytes.count + 1 {
                    let lineStart = line >= 0 && line < plain.count ? Int(plain.starts[line]) : 0
                    #expect(marked.column(ofByte: lineStart + k, inLine: line, in: bytes, unit)
                                == plain.column(ofByte: lineStart + k, inLine: line, in: bytes, unit))
                    #expect(marked.width(ofFirst: k, ofLine: line, in: bytes, unit)
                                == plain.width(ofFirst: k, ofLine: line, in: bytes, unit))
                    #expect(marked.offset(ofColumn: k, inLine: line, in: bytes, unit)
                                == plain.offset(ofColumn: k, inLine: line, in: bytes, unit))
                }
            }
        }
        for offset in 0...UInt32(bytes.count) {
            #expect(marked.scalarLocation(of: offset, in: bytes) == plain.scalarLocation(of: offset, in: bytes))
        }
    }
}
