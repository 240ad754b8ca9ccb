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
    /// The number of distinct keys.
    let count: Int
    /// Positions in the given keys of keys given again (after their first time).
    private(set) var repeatedKeys: [Int] = []

    convenience init(_ pairs: some Collection<(String, Value)>) {
        self.init(keys: pairs.map(\.0), values: pairs.map(\.1))
    }

    /// `keys[k]` maps to `values[k]`; a key given twice keeps its last value, or its first with
    /// `firstWins`.
    init(keys names: [String], values given: [Value], firstWins: Bool = false) {
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        let total = names.reduce(0) { $0 + $1.utf8.count }
        bytes = .allocate(capacity: max(total, 1))
        starts = .allocate(capacity: names.count + 1)
        values = .allocate(capacity: max(names.count, 1))
        var used = 0, n = 0
        starts[0] = 0
        for k in names.indices {
            let key = names[k]
            let length = key.utf8.count
            NameTable.copyBytes(of: key, length, to: bytes + starts[n])
            let keyBytes = UnsafeBufferPointer(start: bytes + starts[n], count: length)
            let hash = NameHash.of(keyBytes)
            let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
            var slot = hash & mask
            var replaced = false
            while slots[slot] != 0 {
                let other = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag && NameTable.equal(keyBytes, other, starts, bytes) {
                    if !firstWins { values[other] = given[k] }
                    repeatedKeys.append(k)
                    replaced = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if replaced { continue }
            (values + n).initialize(to: given[k])
            slots[slot] = tag | UInt64(n + 1)
            n += 1
            used += length
            starts[n] = used
        }
        count = n
    }

    /// The key's UTF-8 bytes copied in one step from its contiguous storage.
    @inline(__always)
    private static func copyBytes(of key: String, _ length: Int, to target: UnsafeMutablePointer<UInt8>) {
        let copied = key.utf8.withContiguousStorageIfAvailable { source -> Bool in
            if let base = source.baseAddress { target.initialize(from: base, count: length) }
            return true
        }
        if copied == nil { _ = UnsafeMutableBufferPointer(start: target, count: length).initialize(from: key.utf8) }
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
        starts.deallocate()
        values.deinitialize(count: count)
        values.deallocate()
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

    /// The number of `key`, found on its bytes.
    @inline(__always)
    private func number(of key: String) -> Int? {
        key.utf8.withContiguousStorageIfAvailable { find($0) } ?? Array(key.utf8).withUnsafeBufferPointer { find($0) }
    }

    subscript(_ key: String) -> Value? {
        guard let k = number(of: key) else { return nil }
        return values[k]
    }

    func contains(_ key: String) -> Bool { number(of: key) != nil }
}

/// Names, each with the values given with it in order (simple name → the qualified names of
/// the types carrying it): one name table to each name's first position, and the values in
/// one array, grouped; no array per name.
struct NameGroups<Element>: @unchecked Sendable {
    private let first: NameTable<Int32>
    /// For each given position that starts a group, the group's number.
    private let groupOf: [Int32]
    /// Group `g` is `values[offsets[g]..<offsets[g + 1]]`.
    private let offsets: [Int32]
    private let values: [Element]

    init() { self.init(keys: [], values: []) }

    init(keys: [String], values given: [Element]) {
        let first = NameTable<Int32>(keys: keys, values: (0..<keys.count).map(Int32.init), firstWins: true)
        // Each position's group: a new one at a first time, its first time's otherwise.
        var groupOf = [Int32](repeating: -1, count: keys.count)
        var groupOfPosition = [Int32](repeating: 0, count: keys.count)
        var groups: Int32 = 0
        var repeated = first.repeatedKeys.makeIterator()
        var nextRepeat = repeated.next()
        for k in keys.indices {
            if k == nextRepeat {
                nextRepeat = repeated.next()
                groupOfPosition[k] = groupOf[Int(first[keys[k]]!)]
            } else {
                groupOf[k] = groups
                groupOfPosition[k] = groups
                groups += 1
            }
        }
        // Counting sort of the values by group, keeping their order within each.
        var offsets = [Int32](repeating: 0, count: Int(groups) + 1)
        for g in groupOfPosition { offsets[Int(g) + 1] += 1 }
        for g in 0..<Int(groups) { offsets[g + 1] += offsets[g] }
        var next = offsets
        var slots = [Int](repeating: 0, count: keys.count)
        for k in keys.indices {
            let g = Int(groupOfPosition[k])
            slots[Int(next[g])] = k
            next[g] += 1
        }
        self.first = first
        self.groupOf = groupOf
        self.offsets = offsets
        self.values = slots.map { given[$0] }
    }

    /// The values given with `key`, in order; nil when it was never given.
    subscript(_ key: String) -> ArraySlice<Element>? {
        guard let position = first[key] else { return nil }
        let g = Int(groupOf[Int(position)])
        return values[Int(offsets[g])..<Int(offsets[g + 1])]
    }
}

