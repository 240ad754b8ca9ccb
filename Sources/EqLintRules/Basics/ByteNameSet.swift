/// A set of names matched against byte ranges without making a `String` per probe.
struct ByteNameSet: Sendable {
    /// The names' bytes, one after another; `offsets[k]..<offsets[k + 1]` is name `k`.
    private var storage: [UInt8] = []
    private var offsets: [Int] = [0]
    /// Each name's flags (bits a caller gives meaning to; 1 for a plain set).
    private var flags: [UInt8] = []
    /// Open addressing over a power-of-two table: name index + 1, or 0 for an empty slot.
    private var slots: [Int32] = [0]
    private var mask = 0
    /// For each first byte, a bit per name length (1...63) present: most probes stop here.
    private var shapes = [UInt64](repeating: 0, count: 256)

    init(_ names: some Sequence<String>) { self.init(flagged: names.map { ($0, 1) }) }

    /// Names with flags; a name given twice has the union of its flags.
    init(flagged names: [(String, UInt8)]) {
        var unique: [[UInt8]] = []
        var position: [String: Int] = [:]
        for (name, flag) in names {
            if let k = position[name] { flags[k] |= flag; continue }
            position[name] = unique.count
            unique.append(Array(name.utf8))
            flags.append(flag)
        }
        var capacity = 8
        while capacity < unique.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = [Int32](repeating: 0, count: capacity)
        for (k, bytes) in unique.enumerated() {
            storage += bytes
            offsets.append(storage.count)
            if let first = bytes.first { shapes[Int(first)] |= 1 << UInt64(min(bytes.count, 63)) }
            var slot = bytes.withUnsafeBufferPointer { NameHash.of($0) } & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(k + 1)
        }
    }

    var isEmpty: Bool { offsets.count == 1 }

    /// False when no name of the set starts with `first` and has `length` bytes: most probes
    /// of a pass over a file's names stop here, with no hash taken.
    @inline(__always)
    func mayContain(first: UInt8, length: Int) -> Bool {
        shapes[Int(first)] & (1 << UInt64(min(length, 63))) != 0
    }

    /// The flags of the name spelled by `bytes[range]`, 0 when it is not in the set.
    func flags(_ bytes: [UInt8], _ range: Range<Int>) -> UInt8 {
        guard !range.isEmpty, shapes[Int(bytes[range.lowerBound])] & (1 << UInt64(min(range.count, 63))) != 0 else {
            return 0
        }
        return bytes.withUnsafeBufferPointer { all in lookUp(UnsafeBufferPointer(rebasing: all[range])) }
    }

    /// The flags of the name spelled by `probe`, 0 when it is not in the set.
    func flags(_ probe: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard let first = probe.first, shapes[Int(first)] & (1 << UInt64(min(probe.count, 63))) != 0 else { return 0 }
        return lookUp(probe)
    }

    private func lookUp(_ probe: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var slot = NameHash.of(probe) & mask
        return storage.withUnsafeBufferPointer { names in
            while slots[slot] != 0 {
                let k = Int(slots[slot]) - 1
                let lo = offsets[k], hi = offsets[k + 1]
                if hi - lo == probe.count && memcmp(names.baseAddress! + lo, probe.baseAddress!, probe.count) == 0 {
                    return flags[k]
                }
                slot = (slot + 1) & mask
            }
            return 0
        }
    }
}
