/// Closure properties whose values equality ignores (RULES.md, `closure_captures_state`).
extension ProjectIndex {
    /// Closure properties of a view, in declaration order.
    public func closureProperties(of view: String) -> PropertyList { facts(view)?.closureProperties ?? PropertyList() }

    /// True when the view's equality ignores `p`: it is marked
    /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
    public func equalityIgnores(_ p: Property, of view: String) -> Bool {
        if let f = facts(view) { return f.equalityIgnores(p) }
        return p.wrappers.contains(where: { $0.name == ProjectIndex.unsafeClosureMarker })
    }

    /// True when a view's hand-written `==` is anything but `lhs.p == rhs.p` terms joined by
    /// `&&`, one for each compared input (RULES.md, "Custom `==`").
    public func hasCustomEquality(_ view: String) -> Bool { facts(view)?.hasCustomEquality ?? false }
}

extension ProjectIndex {
    /// What call-site rules may find at a construction of a type with this simple name:
    /// an Equatable view with a closure equality ignores, or with a custom `==` (any of
    /// the project types carrying the name). Answered once per name.
    public func callSiteKinds(_ simpleName: String) -> (ignoredClosures: Bool, customEquality: Bool) {
        if let ready = preparedCallSiteKinds(simpleName) { return ready }
        if let known = callSiteNames.withLock({ $0[simpleName] }) { return known }
        let answer = computeCallSiteKinds(simpleName)
        callSiteNames.withLock { $0[simpleName] = answer }
        return answer
    }

    func computeCallSiteKinds(_ simpleName: String) -> (ignoredClosures: Bool, customEquality: Bool) {
        var answer = (ignoredClosures: false, customEquality: false)
        for name in qualifiedNames[simpleName] ?? [] {
            guard let kinds = facts(name)?.callSite else { continue }
            answer = (answer.ignoredClosures || kinds.ignoredClosures, answer.customEquality || kinds.customEquality)
        }
        return answer
    }
}

/// What call-site rules look for at a construction (`ProjectIndex.callSiteKinds`).
public enum CallSiteKind: Sendable { case ignoredClosures, customEquality }

/// A set of names matched against byte ranges without making a `String` per probe.
struct ByteNameSet: Sendable {
    private var byHash: [UInt64: [[UInt8]]] = [:]
    /// For each first byte, a bit per name length (1...63) present: most probes stop here.
    private var shapes = [UInt64](repeating: 0, count: 256)

    init(_ names: some Sequence<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            byHash[Self.hash(bytes[...]), default: []].append(bytes)
            if let first = bytes.first { shapes[Int(first)] |= 1 << UInt64(min(bytes.count, 63)) }
        }
    }

    var isEmpty: Bool { byHash.isEmpty }

    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard !range.isEmpty, shapes[Int(bytes[range.lowerBound])] & (1 << UInt64(min(range.count, 63))) != 0,
              let candidates = byHash[Self.hash(bytes[range])] else { return false }
        return candidates.contains { $0.elementsEqual(bytes[range]) }
    }

    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }
}
