/// Closure properties whose values equality ignores (docs/rules.md, `closure_captures_state`).
extension ProjectIndex {
    /// Closure properties of a view, in declaration order.
    public func closureProperties(of view: TypeID) -> PropertyList { facts(view).closureProperties }

    /// True when the view's equality ignores `p`: it is marked
    /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
    public func equalityIgnores(_ p: Property, of view: TypeID) -> Bool { facts(view).equalityIgnores(p) }

    /// What a type's hand-written `==` compares (docs/architecture.md, "References in code"): the
    /// properties it reads on its parameters, and where it compares their hashes, what the hash
    /// combines. Nil without a hand-written `==`.
    public func equalityCompares(of id: TypeID) -> [String]? { facts(id).equalityCompares }

    /// True when a view's hand-written `==` is anything but `lhs.p == rhs.p` terms joined by `&&`,
    /// one for each compared input (docs/architecture.md, "Custom `==`").
    public func hasCustomEquality(_ view: TypeID) -> Bool { facts(view).hasCustomEquality }

    /// The compared closure inputs of a view that an unsafe fix may mark ignored (the fixes of
    /// docs/rules.md, `view_not_equatable` and `equatable_unmarked_closure`): those of a view that
    /// is not Equatable, or that carries `@Equatable`, where the project uses the macro.
    func closuresAFixMayIgnore(of view: TypeID) -> PropertyList { facts(view).closuresAFixMayIgnore }
}

extension ProjectIndex {
    /// What call-site rules may find at a construction of a type with this simple name:
    /// an Equatable view with a closure equality ignores, or with a custom `==`, or a view
    /// whose closures a fix may mark (any of the project types carrying the name). Answered
    /// once per name.
    func callSiteKinds(_ simpleName: String) -> CallSiteKinds {
        recording?.type(simpleName)
        if let ready = preparedCallSiteKinds(simpleName) { return ready }
        if let known = callSiteNames.withLock({ $0[simpleName] }) { return known }
        let answer = computeCallSiteKinds(simpleName)
        callSiteNames.withLock { $0[simpleName] = answer }
        return answer
    }

    func computeCallSiteKinds(_ simpleName: String) -> CallSiteKinds {
        var answer: CallSiteKinds = []
        for id in simpleGroups[simpleName] ?? [] { answer.formUnion(facts(id).callSite) }
        return answer
    }
}
