/// The identity keys of a hand-written `==` (docs/rules.md, `equatable_unmarked_closure`, read by
/// `equality_hides_change` too): an `==` is *identity-keyed* when it compares a property named
/// `id`, or one whose type (declared, or constructed by the initial value, as in
/// `var key = UUID()`) is `UUID` or `ObjectIdentifier`, whatever else it compares; and whether a
/// key is minted where the value is made, so that an edited copy cannot share it.
extension ProjectIndex {
    /// The names among `compared` (what the `==` of type `id` compares) that are identity keys, in
    /// their order; empty when the `==` is not identity-keyed.
    func identityKeys(among compared: [String], of id: TypeID) -> [String] {
        guard let ref = declarationRef(of: id) else { return [] }
        guard !compared.isEmpty else { return [] }
        let place = Place(file: ref.file, type: ref.type)
        // By name, once: an == comparing many of many properties stays linear.
        var stored: [String: Property] = [:]
        for p in storedProperties(of: id) where stored[p.name] == nil { stored[p.name] = p }
        return compared.filter { name in
            if name == "id" { return true }
            guard let p = stored[name], let type = p.type ?? p.constructedType else { return false }
            // Through optionals in any spelling (`UUID?`, `Optional<UUID>`) and typealiases.
            return resolveWrittenType(type, from: place).answer { t -> Bool in
                guard case .outside(let name, _) = t.kind else { return false }
                return name == "UUID" || name == "ObjectIdentifier"
            } ?? false
        }
    }
}

extension RuleContext {
    /// docs/rules.md, `equality_hides_change`: the key `name` of type `id` is a `let` minted where
    /// the value is made: `let id = UUID()`, or `UUID()` assigned to it in every initializer (an
    /// initializer delegating to another with `self.init` counts), with no memberwise initializer.
    /// Read from this file's tokens; a declaration elsewhere is taken not to mint it.
    func isMintedKey(_ name: String, of id: TypeID) -> Bool {
        guard let ref = index.declarationRef(of: id), isHere(ref),
              let key = index.storedProperties(of: id).first(where: { $0.name == name }), key.isLet else { return false }
        if let initial = key.initializerTokens { return tokens.isFreshUUID(initial) }
        var initializers: [Range<Int>] = []
        for (declRef, decl) in index.declarations(of: id) {
            for f in decl.functions where f.kind == .initializer {
                guard isHere(declRef), let body = f.bodyTokens else { return false }
                initializers.append(body)
            }
            // An `init` in the declaration itself is what takes the memberwise one away.
            if declRef == ref && initializers.isEmpty { return false }
        }
        return initializers.allSatisfy { body in
            let minted = tokens.assignments(in: body) { target, _ in tokens.name(target) == name }
            if minted.isEmpty { return tokens.delegatesToSelfInit(body) }
            return minted.allSatisfy { tokens.isFreshUUID($0.value) }
        }
    }
}

extension TokenStream {
    /// `UUID()`, `UUID.init()` or `Foundation.UUID()`, or its `.uuidString`, and nothing else at
    /// `range`.
    func isFreshUUID(_ range: Range<Int>) -> Bool {
        var j = range.lowerBound
        if isWord(j, "Foundation") && kind(j + 1) == .period { j += 2 }
        guard isWord(j, "UUID") else { return false }
        j += 1
        if kind(j) == .period && isWord(j + 1, "init") { j += 2 }
        guard kind(j) == .leftParen && kind(j + 1) == .rightParen else { return false }
        if j + 2 == range.upperBound { return true }
        return kind(j + 2) == .period && isWord(j + 3, "uuidString") && j + 4 == range.upperBound
    }

    /// True when the body calls `self.init(` (the initializer it delegates to makes the value).
    func delegatesToSelfInit(_ body: Range<Int>) -> Bool {
        body.contains { isWord($0, "self") && kind($0 + 1) == .period && isWord($0 + 2, "init") && kind($0 + 3) == .leftParen }
    }
}
