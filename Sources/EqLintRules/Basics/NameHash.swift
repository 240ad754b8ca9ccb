/// The hash of a name's bytes that the name tables share: the length and the first and last
/// eight bytes, mixed (names are short: one or two loads). Not for untrusted keys: no seed.
enum NameHash {
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        guard let base = bytes.baseAddress, n > 0 else { return 0 }
        var head: UInt64 = 0, tail: UInt64 = 0
        if n >= 8 {
            head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            tail = UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)
        } else {
            for k in 0..<n { head |= UInt64(base[k]) << (8 * UInt64(k)) }
        }
        var h = (head ^ UInt64(n) &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD
        h ^= (tail &* 0xC4CE_B9FE_1A85_EC53) ^ (h >> 31)
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The hash of `bytes[range]`.
    @inline(__always)
    static func of(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { of(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
