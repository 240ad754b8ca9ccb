/// The hash of a name's bytes that the name tables share: every byte, eight at a time, then a
/// full 64-bit mix, so that the low bits a table's slot is taken from depend on every byte
/// (`Row138` and `Row139` must not share a slot: generated and numbered names are common).
/// Not for untrusted keys: no seed. Summaries store it (`FileSummary.constructedNames`): a
/// change here is a change of their format.
enum NameHash {
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        guard let base = bytes.baseAddress, n > 0 else { return 0 }
        var h = UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        if n < 8 {
            var word: UInt64 = 0
            for k in 0..<n { word |= UInt64(base[k]) << (8 * UInt64(k)) }
            h ^= word
        } else {
            // The words before the last, each mixed in; then the last eight bytes (which may
            // overlap the word before).
            var k = 0
            while k + 8 < n {
                h = (h ^ UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)) &* 0xC2B2_AE3D_27D4_EB4F
                h = (h << 31) | (h >> 33)
                k += 8
            }
            h ^= UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)
        }
        // The finalizer of MurmurHash3: every input bit reaches every output bit.
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return Int(truncatingIfNeeded: h)
    }

    /// The hash of `bytes[range]`.
    @inline(__always)
    static func of(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { of(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

/// A map keyed by `NameHash`es: open addressing over their low bits, which `NameHash` already
/// mixes from every byte, so no second hash is taken (a `Dictionary<Int, _>` hashes each key
/// again with SipHash, the most of what a pass over a file's tokens would pay for its lookups).
/// Not for untrusted keys: no seed.
struct NameHashMap<Value> {
    /// Position in `entries` + 1, or 0 for an empty slot.
    private var slots: [Int32] = []
    private var entries: [(key: Int, value: Value)] = []

    init() {}

    var isEmpty: Bool { entries.isEmpty }

    subscript(_ key: Int) -> Value? {
        get {
            guard let k = slot(of: key), slots[k] != 0 else { return nil }
            return entries[Int(slots[k]) - 1].value
        }
        set {
            guard let newValue else { return }  // Entries are never removed.
            if let k = slot(of: key), slots[k] != 0 {
                entries[Int(slots[k]) - 1].value = newValue
                return
            }
            if (entries.count + 1) * 2 > slots.count { grow() }
            guard let k = slot(of: key) else { return }
            entries.append((key, newValue))
            slots[k] = Int32(truncatingIfNeeded: entries.count)
        }
    }

    /// The slot holding `key`, or the empty one where it would go; nil while there are none.
    private func slot(of key: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var k = key & mask
        while slots[k] != 0 && entries[Int(slots[k]) - 1].key != key { k = (k + 1) & mask }
        return k
    }

    private mutating func grow() {
        let count = max(16, slots.count * 2)
        slots = [Int32](repeating: 0, count: count)
        let mask = count - 1
        for (n, entry) in entries.enumerated() {
            var k = entry.key & mask
            while slots[k] != 0 { k = (k + 1) & mask }
            slots[k] = Int32(truncatingIfNeeded: n + 1)
        }
    }
}
