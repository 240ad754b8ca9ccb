/// How an LSP `Position.character` counts: UTF-16 code units (LSP's default) or UTF-8 bytes.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    var unit: ColumnUnit { self == .utf8 ? .utf8 : .utf16 }
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
    var bytes: [UInt8] { didSet { lines = LineTable(bytes) } }
    /// Where each line starts, and columns in every unit (the one line index of eqlint).
    private(set) var lines: LineTable
    /// The findings of the last lint, of this version of the text.
    var diagnostics: [Diagnostic] = []
    /// The root of the project it was last linted in.
    var projectRoot: String?
    /// The text came with a lone UTF-16 surrogate, read as U+FFFD: it is not valid Unicode.
    var notUnicode = false

    init(uri: String, path: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// The LSP position of eqlint's 1-based line and 1-based column counted in Unicode scalars.
    func position(line: Int, column: Int, _ encoding: PositionEncoding) -> LSPPosition {
        let l = min(max(line - 1, 0), lines.count - 1)
        return LSPPosition(line: l, character: lines.width(ofFirst: column - 1, ofLine: l, in: bytes, encoding.unit))
    }

    /// The LSP position of a byte offset.
    func position(ofByte offset: Int, _ encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        let l = lines.lineIndex(of: UInt32(offset))
        return LSPPosition(line: l, character: lines.column(ofByte: offset, inLine: l, in: bytes, encoding.unit))
    }

    /// The byte offset of an LSP position; past a line's end (or inside a character), clamped.
    func offset(of position: LSPPosition, _ encoding: PositionEncoding) -> Int {
        lines.offset(ofColumn: position.character, inLine: position.line, in: bytes, encoding.unit)
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
        guard line < lines.count else { return ("", "\n") }
        let start = Int(lines.starts[line])
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let indent = String(decoding: bytes[start..<i], as: UTF8.self)
        let end = lines.lineEnd(line, in: bytes)
        let next = line + 1 < lines.count ? Int(lines.starts[line + 1]) : bytes.count
        let lineBreak = next > end ? String(decoding: bytes[end..<next], as: UTF8.self) : "\n"
        return (indent, lineBreak)
    }
}
