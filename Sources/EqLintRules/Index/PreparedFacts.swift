/// The facts of every type, answered on first use behind a lock, or all up front (`prepare`)
/// for a large run; and the call-site tables made with them.
extension ProjectIndex {
    func facts(_ name: String) -> TypeFacts? {
        if let recording { recording.read(type: displayName(name)) }
        // Prepared answers cover every type of the index.
        if isPrepared { return keyTable[name].map { preparedFacts[Int($0)] } }
        if let known = factsCache.withLock({ $0[name] }) { return known }
        guard keyTable.contains(name) else { return nil }
        let computed = computeFacts(name)
        factsCache.withLock { $0[name] = computed }
        return computed
    }

    /// The facts of the entry at `position` (of `entries`): prepared answers by position when
    /// each key is given once (positions are then the keys'), else by its key.
    func facts(atEntry position: Int) -> TypeFacts? {
        if isPrepared && keyTable.count == orderedNames.count {
            if let recording { recording.read(type: entries[position].name) }
            return preparedFacts[position]
        }
        return facts(entries[position].key)
    }

    /// Answers every question about every type now, on `jobs` threads, so that the rules
    /// of a large run read them without taking a lock. Call before sharing the index.
    public func prepare(jobs: Int) {
        // Each answer depends on its type only; the types come in file order, so that a
        // worker reads declarations lying side by side. Each key is given once (`entryKeys`),
        // so a type's position is its key's; should one repeat, the key's own is looked up.
        let names = orderedNames
        let unique = keyTable.count == names.count
        // With each answer, the simple name its call sites go by (when they matter), read
        // on the same threads.
        let computed = ParallelMap.map(Array(names.indices), jobs: jobs) { [self] k -> (TypeFacts, String?) in
            let position = unique ? k : keyTable[names[k]].map { Int($0) }
            guard let position else { return (TypeFacts(), nil) }
            let facts = computeFacts(at: position)
            guard !facts.callSite.isEmpty, let ref = entries[position].declaration else { return (facts, nil) }
            return (facts, files[ref.file].types[ref.type].simpleName)
        }
        preparedFacts = computed.map(\.0)
        preparedKinds = computed.map { ProjectIndex.typeKinds($0.0).rawValue }
        // A simple name's call-site kinds: those of every project type carrying it.
        var callSites: [String: CallSiteKinds] = [:]
        for (facts, simple) in computed {
            guard let simple else { continue }
            callSites[simple, default: []].formUnion(facts.callSite)
        }
        preparedCallSiteNames = ByteNameSet(flagged: callSites.map { ($0.key, $0.value.rawValue) })
        preparedCallSites = callSites
        isPrepared = true
    }
    /// The names of every call-site kind in one set, flagged with their `CallSiteKinds`
    /// bits, when the index is prepared; nil otherwise.
    func preparedCallSiteFlags() -> ByteNameSet? { isPrepared ? preparedCallSiteNames : nil }

    func preparedCallSiteKinds(_ simpleName: String) -> CallSiteKinds? {
        isPrepared ? preparedCallSites[simpleName] ?? [] : nil
    }
}
