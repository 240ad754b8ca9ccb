/// Maps byte offsets to 1-based lines and columns. `\n`, `\r\n` and a lone `\r` end lines.
/// Every query takes the bytes the table was made from.
public struct LineTable: Sendable {
    /// Byte offset where each line starts; `starts[0] == 0`.
    public let starts: [UInt32]
    /// Issue #37: on a line longer than `markStride` bytes, the columns at every `markStride`
    /// bytes, so that a column is counted from the nearest mark, not from the line's start (a
    /// 5 MB line of 12,000 findings was quadratic). Made with the table, in one walk of each
    /// long line; most files have none.
    let marks: LongLineMarks

    public init(_ bytes: [UInt8]) { self.init(bytes, markStride: LongLineMarks.defaultStride) }

    /// `markStride` is a parameter for the tests, which compare small strides with none.
    init(_ bytes: [UInt8], markStride: Int) {
        let stride = max(markStride, 4)
        var long: [Int] = []
        starts = LineTable.lineStarts(bytes, longerThan: stride, &long)
        marks = LongLineMarks(starts: starts, bytes: bytes, stride: stride, candidates: long)
    }

    /// Where each line starts; `long` gets the lines that may be longer than `stride` bytes
    /// (those whose next line starts further than that), noted on the way.
    private static func lineStarts(_ bytes: [UInt8], longerThan stride: Int, _ long: inout [Int]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        var last = 0
        @inline(__always) func start(_ next: Int) {
            if next - last > stride { long.append(starts.count - 1) }
            last = next
            starts.append(UInt32(next))
        }
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            guard let base = p.baseAddress else { return }
            // Most files have no carriage return: the C library's `memchr` finds each line feed.
            if memchr(base, 13, n) == nil {
                while i < n, let found = memchr(base + i, 10, n - i) {
                    i = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    start(i)
                }
                return
            }
            let raw = UnsafeRawBufferPointer(p)
            while i < n {
                // Eight bytes a step while none of them is below 0x0E (no CR, no LF).
                while i + 8 <= n {
                    let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if mayHoldLineBreak(x) { break }
                    i += 8
                }
                guard i < n else { break }
                let b = p[i]
                if b == 10 {
                    start(i + 1)
                } else if b == 13 {
                    if i + 1 < n && p[i + 1] == 10 { i += 1 }
                    start(i + 1)
                }
                i += 1
            }
        }
        if bytes.count - last > stride { long.append(starts.count - 1) }
        return starts
    }

    public var count: Int { starts.count }

    /// The 0-based line index holding `offset`.
    public func lineIndex(of offset: UInt32) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// 1-based line and 1-based column counted in UTF-8 bytes (the `facts` unit).
    public func byteLocation(of offset: UInt32) -> (line: Int, column: Int) {
        let l = lineIndex(of: offset)
        return (l + 1, Int(offset - starts[l]) + 1)
    }

    /// 1-based line and 1-based column counted in Unicode scalars (the report unit; a byte
    /// that is not valid UTF-8 counts as one, as the language server counts it).
    public func scalarLocation(of offset: UInt32, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let l = lineIndex(of: offset)
        return (l + 1, column(ofByte: Int(min(Int(offset), bytes.count)), inLine: l, in: bytes, .scalar) + 1)
    }
}

/// What a column counts: UTF-8 bytes (`facts`, LSP's `utf-8`), UTF-16 code units (LSP's
/// default) or Unicode scalars (the reports). A byte that is not part of valid UTF-8 counts as
/// one in every unit (the U+FFFD it is read as).
public enum ColumnUnit: Sendable {
    case utf8, utf16, scalar
}

/// Columns in every unit: the one line index of the reports, the fixes and the language server.
/// Each query counts from the nearest mark before it (a long line's, else the line's start), so
/// it walks at most `LongLineMarks.defaultStride` bytes, however long the line.
extension LineTable {
    /// The byte where 0-based line `line` ends, before its line break.
    public func lineEnd(_ line: Int, in bytes: [UInt8]) -> Int {
        LineTable.lineEnd(line, starts, bytes)
    }

    static func lineEnd(_ line: Int, _ starts: [UInt32], _ bytes: [UInt8]) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        let start = Int(starts[line])
        var end = Int(starts[line + 1])
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The 0-based column, counted in `unit`, of the first `characters` characters of line
    /// `line` (fewer when the line is shorter).
    public func width(ofFirst characters: Int, ofLine line: Int, in bytes: [UInt8], _ unit: ColumnUnit) -> Int {
        guard line >= 0, line < starts.count else { return 0 }
        let from = mark(ofLine: line) { Int($0.scalar) <= characters }
        var column = from.column(unit, lineStart: starts[line]), k = Int(from.scalar)
        walk(line, from: Int(from.byte), bytes) { _, length, valid in
            guard k < characters else { return false }
            column += LineTable.width(length, valid, unit)
            k += 1
            return true
        }
        return column
    }

    /// The 0-based column, counted in `unit`, of byte `offset` in line `line`.
    public func column(ofByte offset: Int, inLine line: Int, in bytes: [UInt8], _ unit: ColumnUnit) -> Int {
        guard line >= 0, line < starts.count, offset > Int(starts[line]) else { return 0 }
        let from = mark(ofLine: line) { Int($0.byte) <= offset }
        var column = from.column(unit, lineStart: starts[line])
        // Most lines are ASCII up to the column asked: one byte, one column in every unit.
        let stop = min(offset, lineEnd(line, in: bytes))
        if Int(from.byte) >= stop { return column }
        if !bytes[Int(from.byte)..<stop].contains(where: { $0 >= 0x80 }) { return column + stop - Int(from.byte) }
        walk(line, from: Int(from.byte), bytes) { at, length, valid in
            guard at < offset else { return false }
            column += LineTable.width(length, valid, unit)
            return true
        }
        return column
    }

    /// The byte of 0-based `column` (counted in `unit`) in line `line`: past the line's end,
    /// the end; inside a character, the character's start.
    public func offset(ofColumn column: Int, inLine line: Int, in bytes: [UInt8], _ unit: ColumnUnit) -> Int {
        guard line >= 0, line < starts.count else { return bytes.count }
        let from = mark(ofLine: line) { $0.column(unit, lineStart: starts[line]) <= column }
        var at = Int(from.byte), reached = from.column(unit, lineStart: starts[line])
        walk(line, from: at, bytes) { _, length, valid in
            let width = LineTable.width(length, valid, unit)
            guard reached + width <= column else { return false }
            reached += width
            at += length
            return true
        }
        return at
    }

    /// The last mark of line `line` that `isBefore` holds for (it must hold for the line's
    /// start, and hold for a prefix of the marks): the line's start on a line with no marks.
    private func mark(ofLine line: Int, where isBefore: (LineMark) -> Bool) -> LineMark {
        let start = LineMark(byte: starts[line], utf16: 0, scalar: 0)
        guard let marks = marks.marks(ofLine: line) else { return start }
        var lo = 0, hi = marks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if isBefore(marks[mid]) { lo = mid } else { hi = mid - 1 }
        }
        return marks[lo]
    }

    @inline(__always) static func width(_ length: Int, _ valid: Bool, _ unit: ColumnUnit) -> Int {
        guard valid else { return 1 }
        switch unit {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .scalar: return 1
        }
    }

    /// Calls `body(offset, length, valid)` for each character of line `line` from byte `from`
    /// (a character's start: the line's, or a mark's) up to its line break, until it returns
    /// false. A byte that does not start valid UTF-8 is one character of length 1, not valid.
    func walk(_ line: Int, from: Int, _ bytes: [UInt8], _ body: (Int, Int, Bool) -> Bool) {
        guard line >= 0, line < starts.count else { return }
        LineTable.walk(from: max(from, Int(starts[line])), to: lineEnd(line, in: bytes), bytes, body)
    }

    static func walk(from: Int, to end: Int, _ bytes: [UInt8], _ body: (Int, Int, Bool) -> Bool) {
        var i = from
        while i < end {
            let length = LineTable.scalarLength(bytes, i, end)
            let valid = length > 0
            guard body(i, valid ? length : 1, valid) else { return }
            i += valid ? length : 1
        }
    }

    /// The length of the valid UTF-8 scalar at `i` (before `end`), or 0.
    @inline(__always) static func scalarLength(_ b: [UInt8], _ i: Int, _ end: Int) -> Int {
        let lead = b[i]
        if lead < 0x80 { return 1 }
        @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < end && b[i + k] >= low && b[i + k] <= high
        }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}

/// A character's start on a long line, with the line's columns there (the UTF-8 column is the
/// byte's distance from the line's start).
struct LineMark: Sendable {
    var byte: UInt32
    var utf16: UInt32
    var scalar: UInt32

    @inline(__always) func column(_ unit: ColumnUnit, lineStart: UInt32) -> Int {
        switch unit {
        case .utf8: return Int(byte - lineStart)
        case .utf16: return Int(utf16)
        case .scalar: return Int(scalar)
        }
    }
}

/// The marks of a text's lines longer than `stride` bytes (issue #37): mark `k` of a line is
/// its first character start at or past byte `k * stride` of the line, so that a column is
/// counted from at most `stride` bytes before it. Made in one walk of each long line.
struct LongLineMarks: Sendable {
    /// 256 bytes: a query walks at most that far from its mark, and the marks take 12 bytes
    /// each, under 5 % of the line.
    static let defaultStride = 256
    let stride: Int
    /// The long lines' indices, ascending, and each one's marks.
    private var lines: [Int] = []
    private var marks: [[LineMark]] = []

    /// `candidates`: the lines that may be long, ascending. (A line is no longer than the
    /// distance to the next line's start: the line table notes those while it finds them.)
    init(starts: [UInt32], bytes: [UInt8], stride: Int, candidates: [Int]) {
        self.stride = stride
        for line in candidates {
            let start = Int(starts[line]), end = LineTable.lineEnd(line, starts, bytes)
            guard end - start > stride else { continue }
            lines.append(line)
            marks.append(LongLineMarks.marks(from: start, to: end, bytes, stride: stride))
        }
    }

    private static func marks(from start: Int, to end: Int, _ bytes: [UInt8], stride: Int) -> [LineMark] {
        var marks: [LineMark] = []
        marks.reserveCapacity((end - start) / stride + 1)
        var next = start, utf16: UInt32 = 0, scalar: UInt32 = 0
        LineTable.walk(from: start, to: end, bytes) { at, length, valid in
            while at >= next {
                marks.append(LineMark(byte: UInt32(at), utf16: utf16, scalar: scalar))
                next += stride
            }
            utf16 += UInt32(LineTable.width(length, valid, .utf16))
            scalar += 1
            return true
        }
        return marks
    }

    /// The marks of line `line`, or nil when it is not long.
    func marks(ofLine line: Int) -> [LineMark]? {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid] < line { lo = mid + 1 } else { hi = mid }
        }
        return lo < lines.count && lines[lo] == line ? marks[lo] : nil
    }
}
