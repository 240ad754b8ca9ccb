extension RuleContext {
    /// docs/architecture.md, "Derived input": each compared input that every init assigning it sets
    /// from an expression (not a bare parameter) reading another input, with the inputs it is
    /// derived from. The inits are read from this file's tokens: when one is declared elsewhere, or
    /// the type declares none, nothing is known to be derived (an empty answer).
    func derivedInputs(of id: TypeID, compared: [String]) -> [String: Set<String>] {
        var inits: [Function] = []
        for (ref, decl) in index.declarations(of: id) {
            let own = decl.functions.filter { $0.kind == .initializer && !$0.isStatic }
            if !own.isEmpty && !isHere(ref) { return [:] }
            inits += own
        }
        guard !inits.isEmpty else { return [:] }
        let inputs = Set(compared)
        // Per derived input, its sources in each init that assigns it; nil once one init
        // assigns it otherwise.
        var derived: [String: Set<String>?] = [:]
        for function in inits {
            guard let body = function.bodyTokens else { return [:] }
            let parameters = Set(function.parameters.map(\.name))
            let assignments = self.assignments(in: body, to: inputs, parameters: parameters)
            // The parameters this init stores whole, in a compared input: `self.q = q`.
            var stored: [String: String] = [:]
            for a in assignments where a.bareParameter != nil { stored[a.bareParameter!] = a.target }
            for a in assignments {
                guard a.bareParameter == nil else {
                    derived[a.target] = .some(nil)
                    continue
                }
                var sources: Set<String> = []
                for name in a.identifiers {
                    if let q = stored[name], q != a.target { sources.insert(q) }
                    else if !parameters.contains(name), inputs.contains(name), name != a.target { sources.insert(name) }
                }
                for name in a.selfMembers where inputs.contains(name) && name != a.target { sources.insert(name) }
                if sources.isEmpty {
                    derived[a.target] = .some(nil)
                } else if let known = derived[a.target] {
                    derived[a.target] = known.map { $0.union(sources) }
                } else {
                    derived[a.target] = sources
                }
            }
        }
        return derived.compactMapValues { $0 }
    }

    /// One assignment to a compared input in an init: `self.p = …` or `p = …`.
    struct InitAssignment {
        var target: String
        /// The parameter assigned whole, if the value is one.
        var bareParameter: String?
        /// The value's identifiers (not members, not labels).
        var identifiers: [String]
        /// Names read as `self.name` in the value.
        var selfMembers: [String]
    }

    /// The assignments to `inputs` that start a statement in `body`.
    func assignments(in body: Range<Int>, to inputs: Set<String>, parameters: Set<String>) -> [InitAssignment] {
        let s = tokens
        // `self._editMode = editMode` assigns a wrapped `editMode` through its storage.
        func input(_ target: Int) -> String {
            var name = s.name(target)
            if name.hasPrefix("_") && !inputs.contains(name) { name.removeFirst() }
            return name
        }
        return s.assignments(in: body, where: { target, throughSelf in
            let name = input(target)
            return inputs.contains(name) && (throughSelf || !parameters.contains(name))
        }).map { a in
            var identifiers: [String] = [], selfMembers: [String] = []
            var j = a.value.lowerBound
            while j < a.value.upperBound {
                if s.isWord(j, "self") && s.kind(j + 1) == .period && s.isName(j + 2) {
                    selfMembers.append(s.name(j + 2))
                    j += 3
                    continue
                }
                if s.isName(j) && s.kind(j - 1) != .period && s.kind(j + 1) != .colon { identifiers.append(s.name(j)) }
                j += 1
            }
            let bare = a.value.count == 1 && s.isName(a.value.lowerBound) && parameters.contains(s.name(a.value.lowerBound))
                ? s.name(a.value.lowerBound) : nil
            return InitAssignment(target: input(a.target), bareParameter: bare, identifiers: identifiers, selfMembers: selfMembers)
        }
    }
}
