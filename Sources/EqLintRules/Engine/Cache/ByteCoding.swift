/// A compact binary writer: LEB128 integers, length-prefixed strings.
struct ByteWriter {
    var bytes: [UInt8] = []
    /// Byte offsets and token ranges are left out (`SummaryCoding.shape`): what is written
    /// then cannot be read back.
    var omitsPositions = false

    /// A byte offset or token index.
    mutating func position(_ v: Int) { if !omitsPositions { int(v) } }

    mutating func int(_ v: Int) {
        var u = UInt64(bitPattern: Int64(v))
        // Zig-zag so small negative numbers (parameter tokens) stay short.
        u = (u << 1) ^ UInt64(bitPattern: Int64(v) >> 63)
        while u >= 0x80 { bytes.append(UInt8(u & 0x7F) | 0x80); u >>= 7 }
        bytes.append(UInt8(u))
    }

    mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }

    mutating func string(_ s: String) {
        int(s.utf8.count)
        bytes.append(contentsOf: s.utf8)
    }

    mutating func strings(_ list: [String]) {
        int(list.count)
        for s in list { string(s) }
    }

    /// A token range (a position: left out with `omitsPositions`).
    mutating func range(_ r: Range<Int>) {
        guard !omitsPositions else { return }
        int(r.lowerBound); int(r.upperBound - r.lowerBound)
    }

    mutating func optional<T>(_ v: T?, _ write: (inout ByteWriter, T) -> Void) {
        if let v { bool(true); write(&self, v) } else { bool(false) }
    }

    mutating func array<T>(_ list: [T], _ write: (inout ByteWriter, T) -> Void) {
        int(list.count)
        for v in list { write(&self, v) }
    }
}

/// Why cached bytes were refused: they are then ignored and rebuilt, never trusted.
struct CacheCorrupt: Error {}

/// Reads what `ByteWriter` wrote; every read is bounds-checked, and a count larger than
/// the bytes left is refused before anything is allocated.
/// It reads through a pointer: the caller keeps the bytes alive (`reading`).
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    /// Reads what a `ByteWriter` with `omitsPositions` wrote: positions and token ranges
    /// read as zero.
    var omitsPositions = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        position = max(0, min(start, bytes.count))
        self.end = max(position, min(end ?? bytes.count, bytes.count))
    }

    /// Runs `body` with a reader over `bytes[start..<end]`.
    static func reading<R>(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil,
                           _ body: (inout ByteReader) throws(CacheCorrupt) -> R) throws(CacheCorrupt) -> R {
        let result: Result<R, CacheCorrupt> = bytes.withUnsafeBufferPointer { buffer in
            var r = ByteReader(buffer, from: start, to: end)
            do throws(CacheCorrupt) { return .success(try body(&r)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    var isAtEnd: Bool { position >= end }

    mutating func int() throws(CacheCorrupt) -> Int {
        var u: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { throw CacheCorrupt() }
            let b = bytes[position]
            position += 1
            u |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        let v = Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
        return Int(v)
    }

    mutating func count() throws(CacheCorrupt) -> Int {
        let n = try int()
        guard n >= 0, n <= end - position else { throw CacheCorrupt() }
        return n
    }

    mutating func bool() throws(CacheCorrupt) -> Bool {
        guard position < end else { throw CacheCorrupt() }
        position += 1
        switch bytes[position - 1] {
        case 0: return false
        case 1: return true
        default: throw CacheCorrupt()
        }
    }

    mutating func string() throws(CacheCorrupt) -> String {
        let n = try count()
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + n)]), as: UTF8.self)
        position += n
        return s
    }

    mutating func strings() throws(CacheCorrupt) -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    /// A position (`ByteWriter.position`): zero when positions were left out.
    mutating func positionValue() throws(CacheCorrupt) -> Int {
        omitsPositions ? 0 : try int()
    }

    mutating func range() throws(CacheCorrupt) -> Range<Int> {
        if omitsPositions { return 0..<0 }
        let lo = try int(), n = try int()
        guard n >= 0, lo <= Int.max - n else { throw CacheCorrupt() }
        return lo..<(lo + n)
    }

    mutating func optional<T>(_ read: (inout ByteReader) throws(CacheCorrupt) -> T) throws(CacheCorrupt) -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout ByteReader) throws(CacheCorrupt) -> T) throws(CacheCorrupt) -> [T] {
        let n = try count()
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try read(&self)) }
        return out
    }
}
