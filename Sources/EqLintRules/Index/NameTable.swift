/// A table from names to values, filled once and then only read: open addressing over a
/// power-of-two array, with a hash of the name's UTF-8 bytes that costs a fraction of
/// `Hasher`'s (the rules ask it about every type of every file, many times over). A class
/// over storage of its own: a lookup retains nothing but the value it returns.
final class NameTable<Value>: @unchecked Sendable {
    private let keys: UnsafeMutablePointer<String?>
    private let values: UnsafeMutablePointer<Value?>
    private let mask: Int

    convenience init(_ pairs: some Collection<(String, Value)>) {
        self.init(keys: pairs.map(\.0), values: pairs.map(\.1))
    }

    /// `keys[k]` maps to `values[k]`; a key given twice keeps its last value.
    init(keys names: [String], values given: [Value]) {
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        for k in names.indices {
            var slot = NameTable.hash(names[k]) & mask
            while let existing = keys[slot], existing != names[k] { slot = (slot + 1) & mask }
            keys[slot] = names[k]
            values[slot] = given[k]
        }
    }

    deinit {
        keys.deinitialize(count: mask + 1)
        keys.deallocate()
        values.deinitialize(count: mask + 1)
        values.deallocate()
    }

    subscript(_ key: String) -> Value? {
        var slot = NameTable.hash(key) & mask
        while keys[slot] != nil {
            if keys[slot]! == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inline(__always)
    static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { NameHash.of($0) }
    }
}

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
