/// Closure properties whose values equality ignores (docs/rules.md, `closure_captures_state`).
extension ProjectIndex {
    /// Closure properties of a view, in declaration order.
    public func closureProperties(of view: String) -> PropertyList { facts(view)?.closureProperties ?? PropertyList() }

    /// True when the view's equality ignores `p`: it is marked
    /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
    public func equalityIgnores(_ p: Property, of view: String) -> Bool {
        if let f = facts(view) { return f.equalityIgnores(p) }
        return p.wrapperKinds.contains(.unsafeClosureMarker)
    }

    /// What a type's hand-written `==` compares (docs/architecture.md, "References in code"): the
    /// properties it reads on its parameters, and where it compares their hashes, what the hash
    /// combines. Nil without a hand-written `==`.
    public func equalityCompares(of key: String) -> [String]? { facts(key)?.equalityCompares }

    /// True when a view's hand-written `==` is anything but `lhs.p == rhs.p` terms joined by `&&`,
    /// one for each compared input (docs/architecture.md, "Custom `==`").
    public func hasCustomEquality(_ view: String) -> Bool { facts(view)?.hasCustomEquality ?? false }

    /// The compared closure inputs of a view that an unsafe fix may mark ignored (the fixes of
    /// docs/rules.md, `view_not_equatable` and `equatable_unmarked_closure`): those of a view that
    /// is not Equatable, or that carries `@Equatable`, where the project uses the macro.
    func closuresAFixMayIgnore(of view: String) -> PropertyList { facts(view)?.closuresAFixMayIgnore ?? PropertyList() }
}

extension ProjectIndex {
    /// What call-site rules may find at a construction of a type with this simple name:
    /// an Equatable view with a closure equality ignores, or with a custom `==`, or a view
    /// whose closures a fix may mark (any of the project types carrying the name). Answered
    /// once per name.
    func callSiteKinds(_ simpleName: String) -> CallSiteKinds {
        if let ready = preparedCallSiteKinds(simpleName) { return ready }
        if let known = callSiteNames.withLock({ $0[simpleName] }) { return known }
        let answer = computeCallSiteKinds(simpleName)
        callSiteNames.withLock { $0[simpleName] = answer }
        return answer
    }

    func computeCallSiteKinds(_ simpleName: String) -> CallSiteKinds {
        var answer: CallSiteKinds = []
        for position in simpleGroups[simpleName] ?? [] {
            guard let kinds = facts(entries[Int(position)].key)?.callSite else { continue }
            answer.formUnion(kinds)
        }
        return answer
    }
}

/// What call-site rules look for at a construction (`ProjectIndex.callSiteKinds`).
public struct CallSiteKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// An Equatable view whose equality ignores a closure property (`closure_captures_state`).
    public static let ignoredClosures = CallSiteKinds(rawValue: 1)
    /// An Equatable view with a custom `==` (`equatable_modifier_missing`).
    public static let customEquality = CallSiteKinds(rawValue: 2)
    /// A view whose closure inputs an unsafe fix may mark ignored (`StaleCaptureCheck`).
    public static let closuresAFixMayIgnore = CallSiteKinds(rawValue: 4)
    /// A representable with closure properties it may hand over once
    /// (`representable_stale_closure`).
    public static let handedOverClosures = CallSiteKinds(rawValue: 8)
}

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

    /// The flags of the name spelled by `bytes[range]`, 0 when it is not in the set.
    func flags(_ bytes: [UInt8], _ range: Range<Int>) -> UInt8 {
        guard !range.isEmpty, shapes[Int(bytes[range.lowerBound])] & (1 << UInt64(min(range.count, 63))) != 0 else {
            return 0
        }
        return bytes.withUnsafeBufferPointer { all in
            let probe = UnsafeBufferPointer(rebasing: all[range])
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
}
