/// Closure properties whose values equality ignores (RULES.md, `closure_captures_state`).
extension ProjectIndex {
    /// Closure properties of a view, in declaration order.
    public func closureProperties(of view: String) -> [Property] { facts(view)?.closureProperties ?? [] }

    /// True when the view's equality ignores `p`: it is marked
    /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
    public func equalityIgnores(_ p: Property, of view: String) -> Bool {
        if p.wrappers.contains(where: { $0.name == ProjectIndex.unsafeClosureMarker }) { return true }
        guard let equality = handWrittenEquality(of: view) else { return false }
        return !(equality.function.memberUses?.names.contains(p.name) ?? false)
    }

    /// True when a view's hand-written `==` is anything but `lhs.p == rhs.p` terms joined by
    /// `&&`, one for each compared input (RULES.md, "Custom `==`").
    public func hasCustomEquality(_ view: String) -> Bool {
        guard let equality = handWrittenEquality(of: view) else { return false }
        guard let terms = equality.function.memberUses?.memberwiseTerms else { return true }
        let inputs = comparedInputs(of: view).map(\.name)
        return terms.count != inputs.count || Set(terms) != Set(inputs) || Set(terms).count != terms.count
    }
}

extension ProjectIndex {
    /// Simple names of the views whose constructions call-site rules check: Equatable views
    /// with a closure equality ignores, or with a custom `==`.
    public var callSiteViewNames: (ignoredClosures: Set<String>, customEquality: Set<String>) {
        if let known = callSiteNames.withLock({ $0 }) { return known }
        var ignored: Set<String> = [], custom: Set<String> = []
        for name in entries.keys where isView(name) && isEquatable(name) {
            let simple = String(name.split(separator: ".").last ?? "")
            if closureProperties(of: name).contains(where: { equalityIgnores($0, of: name) }) { ignored.insert(simple) }
            if hasCustomEquality(name) { custom.insert(simple) }
        }
        callSiteNames.withLock { $0 = (ignored, custom) }
        return (ignored, custom)
    }
}
