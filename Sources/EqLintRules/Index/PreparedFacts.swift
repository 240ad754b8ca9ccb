/// The facts of every type, answered on first use behind a lock, or all up front (`prepare`)
/// for a large run; and the call-site tables made with them.
extension ProjectIndex {
    func facts(_ id: TypeID) -> TypeFacts {
        if let recording { recording.read(type: entries[id.index].name) }
        // Prepared answers cover every type of the index.
        if isPrepared { return preparedFacts[id.index] }
        if let known = factsCache.withLock({ id.index < $0.count ? $0[id.index] : nil }) { return known }
        let computed = computeFacts(id)
        let count = entries.count
        factsCache.withLock {
            if $0.isEmpty { $0 = [TypeFacts?](repeating: nil, count: count) }
            $0[id.index] = computed
        }
        return computed
    }

    /// Answers every question about every type now, on `jobs` threads, so that the rules
    /// of a large run read them without taking a lock. Call before sharing the index.
    public func prepare(jobs: Int) {
        // Each answer depends on its type only; the types come in file order, so that a
        // worker reads declarations lying side by side.
        // With each answer, the simple name its call sites go by (when they matter), read
        // on the same threads.
        let computed = ParallelMap.map(Array(entries.indices), jobs: jobs) { [self] k -> (TypeFacts, String?) in
            let facts = computeFacts(TypeID(k))
            guard !facts.callSite.isEmpty, let ref = entries[k].declaration else { return (facts, nil) }
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
