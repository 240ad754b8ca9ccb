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
        var out: [InitAssignment] = []
        var i = body.lowerBound
        while i < body.upperBound {
            defer { i += 1 }
            let startsStatement = s.tokens[i].hasNewlineBefore || i == body.lowerBound
                || s.kind(i - 1) == .leftBrace || s.kind(i - 1) == .semicolon
            guard startsStatement else { continue }
            var target = i
            if s.isWord(i, "self") && s.kind(i + 1) == .period { target = i + 2 }
            guard s.isName(target), s.isOperator(target + 1, "=") else { continue }
            // `self._editMode = editMode` assigns a wrapped `editMode` through its storage.
            var name = s.name(target)
            if name.hasPrefix("_") && !inputs.contains(name) { name.removeFirst() }
            guard inputs.contains(name), target > i || !parameters.contains(name) else { continue }
            let value = statementEnd(from: target + 2, limit: body.upperBound)
            var identifiers: [String] = [], selfMembers: [String] = []
            var j = target + 2
            while j < value {
                if s.isWord(j, "self") && s.kind(j + 1) == .period && s.isName(j + 2) {
                    selfMembers.append(s.name(j + 2))
                    j += 3
                    continue
                }
                if s.isName(j) && s.kind(j - 1) != .period && s.kind(j + 1) != .colon { identifiers.append(s.name(j)) }
                j += 1
            }
            let bare = value == target + 3 && s.isName(target + 2) && parameters.contains(s.name(target + 2))
                ? s.name(target + 2) : nil
            out.append(InitAssignment(target: name, bareParameter: bare, identifiers: identifiers, selfMembers: selfMembers))
            i = max(i, value - 1)
        }
        return out
    }

    /// Where the statement whose value starts at `start` ends: at the next line that does not
    /// continue it (`.`, an operator), outside brackets.
    func statementEnd(from start: Int, limit: Int) -> Int {
        let s = tokens
        var j = start
        while j < limit {
            if j > start && (s.tokens[j].hasNewlineBefore || s.kind(j) == .semicolon) && s.kind(j) != .period
                && s.kind(j) != .operator && !s.isOperator(j - 1, "=") {
                return j
            }
            if s.kind(j) == .semicolon { return j }
            if let partner = s.partnerOf(j), partner > j { j = partner + 1 } else { j += 1 }
        }
        return limit
    }
}
