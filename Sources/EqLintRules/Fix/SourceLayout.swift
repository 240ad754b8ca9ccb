/// Line endings and indentation around a place in a file, so that a fix writes lines the way the
/// file around it does (README, "Use": fixes keep indentation and line endings).
public struct SourceLayout {
    public let bytes: [UInt8]
    /// The file's line index (built here when the caller has none).
    public let lines: LineTable

    public init(_ bytes: [UInt8], lines: LineTable? = nil) {
        self.bytes = bytes
        self.lines = lines ?? LineTable(bytes)
    }

    public init(_ source: SourceText) { self.init(source.bytes, lines: source.lines) }

    /// The offset where the line holding `offset` starts.
    public func lineStart(of offset: UInt32) -> UInt32 {
        lines.starts[lines.lineIndex(of: min(offset, UInt32(bytes.count)))]
    }

    /// The offset of the line break ending the line holding `offset` (the file's end when none).
    public func lineEnd(of offset: UInt32) -> UInt32 {
        UInt32(lines.lineEnd(lines.lineIndex(of: min(offset, UInt32(bytes.count))), in: bytes))
    }

    /// The offset after the line break ending the line holding `offset`.
    public func nextLineStart(of offset: UInt32) -> UInt32 {
        let end = Int(lineEnd(of: offset))
        guard end < bytes.count else { return UInt32(end) }
        return UInt32(end + (bytes[end] == 13 && end + 1 < bytes.count && bytes[end + 1] == 10 ? 2 : 1))
    }

    /// The line break of the line holding `offset`; for the last line (which has none), the
    /// one before it; "\n" in a file of one line. In a file with mixed endings, inserted
    /// lines take the ending of the line they are inserted in.
    public func lineEnding(at offset: UInt32) -> String {
        let end = Int(lineEnd(of: offset))
        if end < bytes.count { return ending(at: end) }
        let start = Int(lineStart(of: offset))
        guard start > 0 else { return "\n" }
        // The break just before this line.
        if bytes[start - 1] == 10 && start >= 2 && bytes[start - 2] == 13 { return "\r\n" }
        return bytes[start - 1] == 13 ? "\r" : "\n"
    }

    private func ending(at i: Int) -> String {
        if bytes[i] == 13 { return i + 1 < bytes.count && bytes[i + 1] == 10 ? "\r\n" : "\r" }
        return "\n"
    }

    /// The spaces and tabs that start the line holding `offset`.
    public func indentation(ofLineAt offset: UInt32) -> String {
        var i = Int(lineStart(of: offset))
        let start = i
        while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// One level of indentation as the file writes it: a tab when its indented lines start
    /// with tabs, else the smallest indentation in spaces of any line (4 when none is indented).
    public var indentUnit: String {
        // Only the starts of lines are looked at (the line index has them).
        var smallest = Int.max
        let n = bytes.count
        for start in lines.starts {
            var i = Int(start)
            guard i < n else { break }
            if bytes[i] == 9 { return "\t" }
            while i < n && bytes[i] == 32 { i += 1 }
            let next = i < n ? bytes[i] : 10
            if i > Int(start) && next != 10 && next != 13 { smallest = min(smallest, i - Int(start)) }
        }
        return String(repeating: " ", count: smallest == Int.max ? 4 : smallest)
    }

    /// True when the file ends lines in more than one way (`\n`, `\r\n`, `\r`).
    public var hasMixedLineEndings: Bool {
        var seen: Set<String> = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 13 {
                let crlf = i + 1 < bytes.count && bytes[i + 1] == 10
                seen.insert(crlf ? "\r\n" : "\r")
                i += crlf ? 2 : 1
                continue
            }
            if bytes[i] == 10 { seen.insert("\n") }
            i += 1
        }
        return seen.count > 1
    }

    /// True when only spaces and tabs lie between the line's start and `offset`.
    public func isFirstOnLine(_ offset: UInt32) -> Bool {
        indentation(ofLineAt: offset).utf8.count == Int(offset - lineStart(of: offset))
    }

    /// True when only spaces and tabs lie between `offset` and the line's end.
    public func isLastOnLine(_ offset: UInt32) -> Bool {
        var i = Int(offset)
        while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        return i == bytes.count || bytes[i] == 10 || bytes[i] == 13
    }

    /// The text of a byte range.
    public func text(_ range: Range<UInt32>) -> String {
        String(decoding: bytes[Int(range.lowerBound)..<Int(min(range.upperBound, UInt32(bytes.count)))], as: UTF8.self)
    }
}
