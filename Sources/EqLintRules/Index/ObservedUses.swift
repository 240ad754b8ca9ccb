/// Where the project keeps or watches values so that an equal new value is skipped
/// (docs/rules.md, `equality_hides_change`): the stored properties Observation tracks (the code
/// `@Observable` and `@ObservableState` generate does not notify an assignment of a value `==` to
/// the current one), and the values `.onChange(of:)` and `.task(id:)` watch (their action runs
/// only for a value that is not `==` to the last); and which of the members hand-written `==`s
/// leave out some file reads. Worked out the first time a rule asks, from every file's `UseFacts`
/// where they are known and from a targeted pass over a kept file's tokens where they are not
/// (a full pass costs as much as parsing; the targeted one hashes only the names asked about);
/// each question records what it read.
extension ProjectIndex {
    /// The `.onChange(of:)` and `.task(id:)` of the project whose value is a property of the type
    /// whose body holds them (bare or through `self`, or a member path from one), declared
    /// (docs/architecture.md, "Declared type") as `id`, or an `Optional` or array of it; in file
    /// order.
    public func observers(of id: TypeID) -> [ObservedUse] {
        recording?.uses.insert(.observers)
        return projectUses({ $0.observers }, fill: { table in
            var all: [TypeID: [ObservedUse]] = [:]
            for (f, facts) in observedFacts(table).enumerated() {
                let file = FileID(f)
                for site in facts.observers {
                    guard let type = memberValueType(site.value.names, file: file, owner: site.owner),
                          let kept = valueType(held: type) else { continue }
                    all[kept, default: []].append(ObservedUse(site: site, location: UseLocation(file: file, offset: site.offset,
                                                                                             owner: site.owner)))
                }
            }
            table.observers = all
        })?[id] ?? []
    }

    /// The first stored property (in file order, then by place) of an `@Observable` class or an
    /// `@ObservableState` struct declared as `id`, or an `Optional` or array of it; nil when none
    /// is (docs/rules.md, `equality_hides_change`).
    public func observationStorage(of id: TypeID) -> StoredUse? {
        recording?.uses.insert(.storage)
        return projectUses({ $0.storage }, fill: { table in
            var all: [TypeID: StoredUse] = [:]
            for (f, facts) in observedFacts(table).enumerated() {
                let file = FileID(f)
                for site in facts.storage {
                    let place = Place(file: file, type: site.owner >= 0 ? Int(site.owner) : nil)
                    guard let kept = valueType(held: resolveWrittenType(site.type, from: place)) else { continue }
                    // A file's sites follow its declarations, not its text: the first is the nearest the top.
                    if let known = all[kept], known.location.file != file || known.location.offset <= site.offset { continue }
                    all[kept] = StoredUse(site: site, location: UseLocation(file: file, offset: site.offset, owner: site.owner))
                }
            }
            table.storage = all
        })?[id]
    }

    /// True when some file reads the member `name` (as `isReadSomewhere(member:)` says), for a
    /// stored property that some hand-written `==` of a struct or enum leaves out: answered for all
    /// such names at once, by the targeted pass (a name no `==` leaves out is asked of the full table).
    public func isReadSomewhere(leftOutMember name: String) -> Bool {
        recording?.uses.insert(.reads)
        var name = name
        let hash = name.withUTF8 { NameHash.of($0) }
        let known = projectUses({ table in table.leftOutReads.map { ($0, table.leftOut?.hashes ?? []) } }, fill: { table in
            let leftOut = table.leftOut ?? namesLeftOutOfEquality()
            table.leftOut = leftOut
            var read: Set<Int> = []
            for facts in fileFacts(readsOf: leftOut.names) { for h in facts.reads where leftOut.hashes.contains(h) { read.insert(h) } }
            table.leftOutReads = read
        })
        guard let (read, asked) = known, asked.contains(hash) else { return isReadSomewhere(member: name) }
        return read.contains(hash)
    }

    /// Every file's observers and storage for the questions above (`ProjectUses.observed`), made
    /// once; the reads of the left-out names are a second pass (`isReadSomewhere(leftOutMember:)`),
    /// made only when a type with a partial `==` has such a use.
    private func observedFacts(_ table: ProjectUses) -> [UseFacts] {
        if let done = table.observed { return done }
        let all = fileFacts(readsOf: ByteNameSet([String]()))
        table.observed = all
        return all
    }

    /// Every file's uses where they are known, else a targeted pass over the file's tokens for its
    /// observers, its storage and its reads of `names`.
    private func fileFacts(readsOf names: ByteNameSet) -> [UseFacts] {
        let known = useFacts.withLock { $0 }
        var all: [UseFacts] = []
        all.reserveCapacity(files.count)
        for f in files.indices {
            if let full = files[f].knownUses ?? (f < known.count ? known[f] : nil) {
                all.append(full)
            } else if let (lexed, source) = files[f].keptTokens {
                all.append(UseScanner.scanObserversAndReads(lexed, source, types: files[f].types, of: names))
            } else {
                all.append(UseFacts())
            }
        }
        return all
    }

    /// The names of the stored properties that some hand-written `==` of a struct or enum of the
    /// project does not compare (`equalityCompares`): every member `equality_hides_change` may ask
    /// about (what it counts as compared holds at least these), scanned for at once.
    private func namesLeftOutOfEquality() -> (names: ByteNameSet, hashes: Set<Int>) {
        var names: Set<String> = []
        for k in entries.indices {
            let id = TypeID(k)
            guard let kind = primaryKind(id), kind == .struct || kind == .enum, handWrittenEquality(of: id) != nil else { continue }
            let compared = Set(equalityCompares(of: id) ?? [])
            for p in storedProperties(of: id) where !compared.contains(p.name) { names.insert(p.name) }
        }
        let sorted = names.sorted()
        let hashes = Set(sorted.map { name -> Int in
            var name = name
            return name.withUTF8 { NameHash.of($0) }
        })
        return (ByteNameSet(sorted), hashes)
    }

    /// The declared type of `names` read in the body of type `owner` of file `file`: a property of
    /// that type (its declaration or an extension), then a member of each in turn; nil otherwise.
    func memberValueType(_ names: [String], file: FileID, owner: Int32) -> ResolvedType? {
        guard owner >= 0, let first = names.first, let ownerID = typeID(file: file, type: Int(owner)),
              var current = propertyType(named: first, in: ownerID) else { return nil }
        for name in names.dropFirst() {
            guard let id = typeID(of: current), let next = propertyType(named: name, in: id) else { return nil }
            current = next
        }
        return current
    }

    /// The project type a value declared as `type` holds: the type itself (optional or not), or
    /// the element of an array of it (`[T]`, `Array<T>`, `ContiguousArray<T>`, and The Composable
    /// Architecture's `IdentifiedArray`, an array of identified elements); nil for anything else.
    func valueType(held type: ResolvedType) -> TypeID? {
        if let id = typeID(of: type) { return id }
        switch type.kind {
        case .array(let element):
            return typeID(of: element)
        case .outside(let name, let arguments) where Self.arrays.contains(name):
            return arguments.last.flatMap { typeID(of: $0) }
        default:
            return nil
        }
    }

    /// Outside collections that are arrays, their element their last generic argument.
    static let arrays: Set<String> = ["Array", "ContiguousArray", "IdentifiedArray", "IdentifiedArrayOf"]
}
