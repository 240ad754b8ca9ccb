/// A file's bytes, read once, with its line table and UTF-8 check.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Offset of the first byte that is not UTF-8, if any.
    public let firstInvalidUTF8: Int?
    /// The line table once made (`lines`).
    private let lineTable = Locked<LineTable?>(nil)

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.firstInvalidUTF8 = SourceText.firstInvalidUTF8(in: bytes)
    }

    /// The line table, made on first use and kept (copies of this text share it). Most files of
    /// a lint have no finding and no suppression comment, and never need one: making it for
    /// every file cost 3 % of a lint's instructions.
    public var lines: LineTable {
        lineTable.withLock { table in
            if let table { return table }
            let made = LineTable(bytes)
            table = made
            return made
        }
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
