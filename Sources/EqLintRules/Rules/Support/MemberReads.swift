extension RuleContext {
    /// `names` and, for each that is a computed property (or, with `methods`, an instance
    /// method) of the type `key`, the names its body reads, transitively (RULES.md: "`==`
    /// reads p", and the hash forms' computed properties). Nil when one of them is declared in
    /// another file, whose tokens are not at hand: the caller stays silent rather than guess.
    func expandingMembers(_ names: [String], of key: String, methods: Bool) -> Set<String>? {
        var reads = Set(names)
        var bodies: [String: [Range<Int>]] = [:]
        var elsewhere: Set<String> = []
        for (ref, decl) in index.declarations(of: key) {
            let here = isHere(ref)
            for p in decl.properties where !p.isStored && !p.isStatic {
                if here { bodies[p.name, default: []] += p.accessorBodies } else { elsewhere.insert(p.name) }
            }
            guard methods else { continue }
            for m in decl.functions where m.kind == .function && !m.isStatic {
                if here, let body = m.bodyTokens { bodies[m.baseName, default: []].append(body) } else if !here { elsewhere.insert(m.baseName) }
            }
        }
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
}
