/// A file's bytes, read once, with its line table and UTF-8 check.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    public let lines: LineTable
    /// Offset of the first byte that is not UTF-8, if any.
    public let firstInvalidUTF8: Int?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineTable(bytes)
        self.firstInvalidUTF8 = SourceText.firstInvalidUTF8(in: bytes)
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    /// The length of a leading UTF-8 byte-order mark (0 or 3).
    public var bomLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The text of a byte range as a String (invalid bytes repaired).
    public func text(_ start: UInt32, _ end: UInt32) -> String {
        let lo = min(Int(start), bytes.count), hi = min(max(Int(end), lo), bytes.count)
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.start, token.end) }

    /// Offset of the first byte that breaks UTF-8 (overlongs, surrogates and truncated
    /// sequences included), or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p -> Int? in
            let n = p.count
            var i = 0
            let raw = UnsafeRawBufferPointer(p)
            while i < n {
                // ASCII runs eight bytes a step.
                while i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
                guard i < n else { break }
                let b = p[i]
                if b < 0x80 { i += 1; continue }
                var need = 0
                var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
                switch b {
                case 0xC2...0xDF: need = 1
                case 0xE0: need = 2; lo = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: need = 2
                case 0xED: need = 2; hi = 0x9F
                case 0xF0: need = 3; lo = 0x90
                case 0xF1...0xF3: need = 3
                case 0xF4: need = 3; hi = 0x8F
                default: return i
                }
                guard i + need < n else { return i }
                let c = p[i + 1]
                if c < lo || c > hi { return i }
                var k = 2
                while k <= need {
                    if p[i + k] & 0xC0 != 0x80 { return i }
                    k += 1
                }
                i += need + 1
            }
            return nil
        }
    }
}

/// True when one of the eight bytes of `x` is below 0x0E, as line feeds and carriage returns
/// are (no false negatives; other control bytes give false positives).
@inline(__always) func mayHoldLineBreak(_ x: UInt64) -> Bool {
    (x &- 0x0E0E_0E0E_0E0E_0E0E) & ~x & 0x8080_8080_8080_8080 != 0
}

/// Maps byte offsets to 1-based lines and columns. `\n`, `\r\n` and a lone `\r` end lines.
public struct LineTable: Sendable {
    /// Byte offset where each line starts; `starts[0] == 0`.
    public let starts: [UInt32]

    public init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            guard let base = p.baseAddress else { return }
            // Most files have no carriage return: the C library's `memchr` finds each line feed.
            if memchr(base, 13, n) == nil {
                while i < n, let found = memchr(base + i, 10, n - i) {
                    i = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(UInt32(i))
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
                    starts.append(UInt32(i + 1))
                } else if b == 13 {
                    if i + 1 < n && p[i + 1] == 10 { i += 1 }
                    starts.append(UInt32(i + 1))
                }
                i += 1
            }
        }
        self.starts = starts
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

    /// 1-based line and 1-based column counted in Unicode scalars (the report unit).
    public func scalarLocation(of offset: UInt32, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let l = lineIndex(of: offset)
        var column = 1
        var i = Int(starts[l])
        let end = min(Int(offset), bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (l + 1, column)
    }
}
