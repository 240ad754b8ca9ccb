import Dispatch

/// The facts of every type, answered on first use behind a lock, or all up front (`prepare`)
/// for a large run; and the call-site tables made with them.
extension ProjectIndex {
    func facts(_ name: String) -> TypeFacts? {
        // Prepared answers cover every type of the index.
        if isPrepared { return preparedFacts[name] }
        if let known = factsCache.withLock({ $0[name] }) { return known }
        guard keyTable.contains(name) else { return nil }
        let computed = computeFacts(name)
        factsCache.withLock { $0[name] = computed }
        return computed
    }

    /// Answers every question about every type now, on `jobs` threads, so that the rules
    /// of a large run read them without taking a lock. Call before sharing the index.
    public func prepare(jobs: Int) {
        // Each answer depends on its name only; the names come in file order, so that a
        // worker reads declarations lying side by side.
        let names = orderedNames
        // With each answer, the simple name its call sites go by (when they matter), read
        // on the same threads.
        let computed = ParallelMap.map(names, jobs: jobs) { [self] name -> (TypeFacts, String?) in
            let facts = computeFacts(name)
            guard !facts.callSite.isEmpty,
                  let ref = declarationRef(of: name) else { return (facts, nil) }
            return (facts, files[ref.file].types[ref.type].simpleName)
        }
        // The answers' table and the call-site tables, side by side.
        let tables = PreparedTables()
        DispatchQueue.concurrentPerform(iterations: jobs > 1 ? 2 : 1) { part in
            if part == 0 || jobs <= 1 {
                tables.facts = NameTable(keys: names, values: computed.map(\.0),
                                         tags: computed.map { ProjectIndex.typeKinds($0.0).rawValue })
            }
            if part == 1 || jobs <= 1 {
                // A simple name's call-site kinds: those of every project type carrying it.
                var callSites: [String: CallSiteKinds] = [:]
                for (facts, simple) in computed {
                    guard let simple else { continue }
                    callSites[simple, default: []].formUnion(facts.callSite)
                }
                tables.callSiteNames = ByteNameSet(flagged: callSites.map { ($0.key, $0.value.rawValue) })
                tables.callSites = callSites
            }
        }
        preparedFacts = tables.facts
        preparedCallSites = tables.callSites
        preparedCallSiteNames = tables.callSiteNames
        isPrepared = true
    }
    /// The names of every call-site kind in one set, flagged with their `CallSiteKinds`
    /// bits, when the index is prepared; nil otherwise.
    func preparedCallSiteFlags() -> ByteNameSet? { isPrepared ? preparedCallSiteNames : nil }

    func preparedCallSiteKinds(_ simpleName: String) -> CallSiteKinds? {
        isPrepared ? preparedCallSites[simpleName] ?? [] : nil
    }
}

/// What the two halves of `prepare` hand back (each field written by one thread, read after
/// both finish).
private final class PreparedTables: @unchecked Sendable {
    var facts = NameTable<ProjectIndex.TypeFacts>([])
    var callSites: [String: CallSiteKinds] = [:]
    var callSiteNames = ByteNameSet([])
}
