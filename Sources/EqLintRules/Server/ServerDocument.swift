/// How an LSP `Position.character` counts: UTF-16 code units (LSP's default) or UTF-8 bytes.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    func width(_ scalar: Unicode.Scalar) -> Int {
        self == .utf8 ? UTF8.width(scalar) : UTF16.width(scalar)
    }
}

/// An LSP position: 0-based line, 0-based character in the negotiated encoding.
struct LSPPosition: Equatable, Comparable {
    var line: Int
    var character: Int

    static func < (a: LSPPosition, b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

    init(line: Int, character: Int) { self.line = line; self.character = character }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

struct LSPRange: Equatable {
    var start: LSPPosition
    var end: LSPPosition

    var json: JSON { .object([("start", start.json), ("end", end.json)]) }

    init(start: LSPPosition, end: LSPPosition) { self.start = start; self.end = end }

    init?(_ json: JSON?) {
        guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// True when the ranges share a position (touching ends count: a cursor on a finding).
    func touches(_ other: LSPRange) -> Bool { start <= other.end && other.start <= end }
}

/// An open document's text as the editor holds it, with its version, and the findings of
/// its last lint. Lines end at `\n`, `\r\n` or `\r`, as LSP counts them.
struct ServerDocument {
    let uri: String
    let path: String
    var version: Int
    var bytes: [UInt8] { didSet { lineStarts = ServerDocument.lineStarts(bytes) } }
    /// Byte offset of each line's first byte.
    private(set) var lineStarts: [Int]
    /// The findings of the last lint, of this version of the text.
    var diagnostics: [Diagnostic] = []
    /// The root of the project it was last linted in, and that project's index generation then.
    var projectRoot: String?
    var generation = -1
    /// The text came with a lone UTF-16 surrogate, read as U+FFFD: it is not valid Unicode.
    var notUnicode = false

    init(uri: String, path: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        self.bytes = bytes
        lineStarts = ServerDocument.lineStarts(bytes)
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                starts.append(i + 1)
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// The byte where line `line` (0-based) ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The scalars of a line, without its break (invalid UTF-8 read as U+FFFD, one byte each).
    private func scalars(ofLine line: Int) -> [(scalar: Unicode.Scalar, bytes: Int)] {
        let start = lineStarts[line], end = lineEnd(line)
        var out: [(Unicode.Scalar, Int)] = []
        var i = start
        while i < end {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >> 5 == 0x6 ? 2 : b >> 4 == 0xE ? 3 : b >> 3 == 0x1E ? 4 : 1
            if i + length <= end, let s = String(validating: bytes[i..<(i + length)], as: UTF8.self)?.unicodeScalars.first {
                out.append((s, length))
                i += length
            } else {
                out.append(("\u{FFFD}", 1))
                i += 1
            }
        }
        return out
    }

    /// The LSP position of eqlint's 1-based line and 1-based column counted in Unicode scalars.
    func position(line: Int, column: Int, _ encoding: PositionEncoding) -> LSPPosition {
        let l = min(max(line - 1, 0), lineStarts.count - 1)
        var character = 0
        for (k, s) in scalars(ofLine: l).enumerated() where k < column - 1 {
            character += s.bytes == 1 && s.scalar == "\u{FFFD}" ? 1 : encoding.width(s.scalar)
        }
        return LSPPosition(line: l, character: character)
    }

    /// The LSP position of a byte offset.
    func position(ofByte offset: Int, _ encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var character = 0, at = lineStarts[lo]
        for s in scalars(ofLine: lo) where at < offset {
            character += s.bytes == 1 && s.scalar == "\u{FFFD}" ? 1 : encoding.width(s.scalar)
            at += s.bytes
        }
        return LSPPosition(line: lo, character: character)
    }

    /// The byte offset of an LSP position; past a line's end (or inside a character), clamped.
    func offset(of position: LSPPosition, _ encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        var at = lineStarts[position.line], character = 0
        for s in scalars(ofLine: position.line) {
            let width = s.bytes == 1 && s.scalar == "\u{FFFD}" ? 1 : encoding.width(s.scalar)
            if character + width > position.character { break }
            character += width
            at += s.bytes
        }
        return at
    }

    /// Replaces the text in `range` (the whole text when nil).
    mutating func apply(_ text: String, in range: LSPRange?, _ encoding: PositionEncoding) {
        guard let range else { bytes = Array(text.utf8); return }
        let start = offset(of: range.start, encoding), end = max(start, offset(of: range.end, encoding))
        var next = Array(bytes[..<start])
        next.append(contentsOf: text.utf8)
        next.append(contentsOf: bytes[end...])
        bytes = next
    }

    /// The range of a finding, from eqlint's lines and columns.
    func range(of d: Diagnostic, _ encoding: PositionEncoding) -> LSPRange {
        let start = position(line: d.line, column: d.column, encoding)
        let end = d.endLine > 0 ? position(line: d.endLine, column: d.endColumn, encoding) : start
        return LSPRange(start: start, end: max(start, end))
    }

    /// The range of a byte range of the text linted.
    func range(ofBytes r: Range<UInt32>, _ encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofByte: Int(r.lowerBound), encoding), end: position(ofByte: Int(r.upperBound), encoding))
    }

    /// The spaces and tabs a line starts with, and the break it ends with (`\n` at the end).
    func indentation(ofLine line: Int) -> (indent: String, lineBreak: String) {
        guard line < lineStarts.count else { return ("", "\n") }
        var i = lineStarts[line]
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let indent = String(decoding: bytes[lineStarts[line]..<i], as: UTF8.self)
        let end = lineEnd(line)
        let next = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let lineBreak = next > end ? String(decoding: bytes[end..<next], as: UTF8.self) : "\n"
        return (indent, lineBreak)
    }
}
