/// A table from names to values, filled once and then only read: open addressing over a
/// power-of-two array, with a hash of the name's UTF-8 bytes that costs a fraction of
/// `Hasher`'s (the rules ask it about every type of every file, many times over). The keys'
/// bytes lie side by side in storage of the table's own, and each slot holds its key's number
/// and the top of its hash: a lookup touches no key's string (no retain, no cache line another
/// thread is counting on) and compares bytes only when the hash matches. It retains nothing
/// but the value it returns.
final class NameTable<Value>: @unchecked Sendable {
    /// Per slot: the key's number + 1 in the low 32 bits (0: empty), the hash's top 32 bits above.
    private let slots: UnsafeMutablePointer<UInt64>
    private let mask: Int
    /// Key `k`'s bytes are `bytes[starts[k]..<starts[k + 1]]`.
    private let bytes: UnsafeMutablePointer<UInt8>
    private let starts: UnsafeMutablePointer<Int>
    private let values: UnsafeMutablePointer<Value>
    /// A byte the caller gives each key (`tag(_:)`), or nil.
    private let tags: UnsafeMutablePointer<UInt8>?
    private let count: Int

    convenience init(_ pairs: some Collection<(String, Value)>) {
        self.init(keys: pairs.map(\.0), values: pairs.map(\.1))
    }

    /// `keys[k]` maps to `values[k]` (and `tags[k]`, when given); a key given twice keeps its
    /// last value.
    init(keys names: [String], values given: [Value], tags givenTags: [UInt8]? = nil) {
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        let total = names.reduce(0) { $0 + $1.utf8.count }
        bytes = .allocate(capacity: max(total, 1))
        starts = .allocate(capacity: names.count + 1)
        values = .allocate(capacity: max(names.count, 1))
        tags = givenTags == nil ? nil : .allocate(capacity: max(names.count, 1))
        var used = 0, n = 0
        starts[0] = 0
        for k in names.indices {
            let key = names[k]
            let length = key.utf8.count
            _ = UnsafeMutableBufferPointer(start: bytes + starts[n], count: length).initialize(from: key.utf8)
            let keyBytes = UnsafeBufferPointer(start: bytes + starts[n], count: length)
            let hash = NameHash.of(keyBytes)
            let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
            var slot = hash & mask
            var replaced = false
            while slots[slot] != 0 {
                let other = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag && NameTable.equal(keyBytes, other, starts, bytes) {
                    values[other] = given[k]
                    if let tags, let givenTags { tags[other] = givenTags[k] }
                    replaced = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if replaced { continue }
            (values + n).initialize(to: given[k])
            if let tags, let givenTags { tags[n] = givenTags[k] }
            slots[slot] = tag | UInt64(n + 1)
            n += 1
            used += length
            starts[n] = used
        }
        count = n
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
        starts.deallocate()
        values.deinitialize(count: count)
        values.deallocate()
        tags?.deallocate()
    }

    @inline(__always)
    private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ k: Int, _ starts: UnsafeMutablePointer<Int>,
                              _ bytes: UnsafeMutablePointer<UInt8>) -> Bool {
        let start = starts[k], length = starts[k + 1] - start
        guard length == key.count else { return false }
        return length == 0 || memcmp(bytes + start, key.baseAddress!, length) == 0
    }

    /// The number of the key spelled by `key`, if the table holds it.
    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = NameHash.of(key)
        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
        var slot = hash & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let k = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if NameTable.equal(key, k, starts, bytes) { return k }
            }
            slot = (slot + 1) & mask
        }
    }

    subscript(_ key: String) -> Value? {
        let found = key.utf8.withContiguousStorageIfAvailable { find($0) } ?? Array(key.utf8).withUnsafeBufferPointer { find($0) }
        guard let k = found else { return nil }
        return values[k]
    }

    /// The tag given with `key`; nil when the table does not hold it (or has no tags).
    func tag(_ key: String) -> UInt8? {
        guard let tags else { return nil }
        let found = key.utf8.withContiguousStorageIfAvailable { find($0) } ?? Array(key.utf8).withUnsafeBufferPointer { find($0) }
        return found.map { tags[$0] }
    }

    /// The value of the name spelled by `key`'s bytes.
    subscript(bytes key: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let k = find(key) else { return nil }
        return values[k]
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
