extension RuleContext {
    /// `names` and, for each that is a computed property (or, with `methods`, an instance method)
    /// of the type `id`, the names its body reads, transitively
    /// (docs/architecture.md, "References in code", and the computed properties of the hash forms
    /// of docs/rules.md, `hashable_equatable_mismatch`). Nil when one of them is declared in
    /// another file, whose tokens are not at hand: the caller stays silent rather than guess.
    func expandingMembers(_ names: [String], of id: TypeID, methods: Bool) -> Set<String>? {
        var reads = Set(names)
        var bodies: [String: [Range<Int>]] = [:]
        var elsewhere: Set<String> = []
        guard !names.isEmpty else { return reads }
        let entry = index.entry(id)
        // Declarations read in place (a copy retains every list a declaration holds).
        for ref in [entry.declaration].compactMap({ $0 }) + entry.extensions {
            let here = isHere(ref)
            index.withDeclaration(ref) { decl in
                for p in decl.pointee.properties where !p.isStored && !p.isStatic {
                    if here { bodies[p.name, default: []] += p.accessorBodies } else { elsewhere.insert(p.name) }
                }
                guard methods else { return }
                for m in decl.pointee.functions where m.kind == .function && !m.isStatic {
                    if here, let body = m.bodyTokens { bodies[m.baseName, default: []].append(body) } else if !here { elsewhere.insert(m.baseName) }
                }
            }
        }
        if bodies.isEmpty && elsewhere.isEmpty { return reads }
        var pending = Array(reads)
        var expanded: Set<String> = []
        while let name = pending.popLast() {
            if elsewhere.contains(name) { return nil }
            guard let ranges = bodies[name], expanded.insert(name).inserted else { continue }
            for range in ranges {
                for i in range where tokens.isName(i) {
                    let word = tokens.name(i)
                    if reads.insert(word).inserted { pending.append(word) }
                }
            }
        }
        return reads
    }

    /// What a type's hand-written `==` compares (docs/architecture.md, "References in code"): the
    /// members it reads on its parameters, what its computed properties (and, with `methods`,
    /// methods) read in turn, and where that reaches the hash (`hashValue`, `hash(into:)`), what
    /// the hash combines. Nil when a member on the way is declared in another file.
    func comparedByEquality(of id: TypeID, methods: Bool) -> Set<String>? {
        guard var compared = expandingMembers(index.equalityCompares(of: id) ?? [], of: id, methods: methods) else { return nil }
        if compared.contains("hashValue") || compared.contains("hash") {
            let hashed = index.handWrittenHashInto(of: id)?.function.memberUses?.names
                ?? index.handWrittenHashValue(of: id)?.uses.names
                ?? index.storedProperties(of: id).map(\.name)
            guard let more = expandingMembers(hashed, of: id, methods: methods) else { return nil }
            compared.formUnion(more)
        }
        return compared
    }
}
