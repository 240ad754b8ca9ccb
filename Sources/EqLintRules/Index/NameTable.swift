/// A table from names to values, filled once and then only read: open addressing over a
/// power-of-two array, with a hash of the name's UTF-8 bytes that costs a fraction of
/// `Hasher`'s (the rules ask it about every type of every file, many times over).
struct NameTable<Value>: @unchecked Sendable {
    private var keys: [String?]
    private var values: [Value?]
    private let mask: Int

    init(_ pairs: some Collection<(String, Value)>) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        mask = capacity - 1
        keys = [String?](repeating: nil, count: capacity)
        values = [Value?](repeating: nil, count: capacity)
        for (key, value) in pairs {
            var slot = NameTable.hash(key) & mask
            while let existing = keys[slot], existing != key { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
    }

    subscript(_ key: String) -> Value? {
        var slot = NameTable.hash(key) & mask
        while let existing = keys[slot] {
            if existing == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Eight bytes a step, multiplied and folded (not for untrusted keys: no seed).
    @inline(__always)
    static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { p -> Int in
            let n = p.count
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
            var i = 0
            if let base = p.baseAddress {
                let raw = UnsafeRawPointer(base)
                while i + 8 <= n {
                    h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                    h ^= h >> 32
                    i += 8
                }
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                while i < n {
                    tail |= UInt64(base[i]) << shift
                    shift += 8
                    i += 1
                }
                h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            }
            h ^= h >> 29
            return Int(truncatingIfNeeded: h)
        }
    }
}
