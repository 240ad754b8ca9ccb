/// What the whole project does with types and members (docs/architecture.md, "Uses across the
/// project"), worked out from every file's `UseFacts` (`ProjectIndex.uses(of:)`) the first time a
/// rule asks, one table at a time: a run whose rules ask nothing of them works none out.
/// Each question records what it read (`ReadRecord.uses`), so that the language server re-lints
/// a document when another file's uses of that kind change.
final class ProjectUses: @unchecked Sendable {
    /// Every type some code hashes, with the first place that does (docs/architecture.md,
    /// "Hashed").
    var hashed: [TypeID: UseLocation]?
    /// For a type hashed only as part of another (a stored property or an associated value,
    /// transitively): the type its `hashed` place hashes. Filled with `hashed`.
    var hashedWithin: [TypeID: TypeID] = [:]
    /// The `NameHash`es of the members read anywhere (outside `==` and `hash(into:)`).
    var reads: Set<Int>?
    /// Per member `NameHash` asked of `writes(ofMember:)`: where it is assigned or mutated.
    var writesByName: [Int: [UseLocation]] = [:]
    /// Per type: the `.onChange(of:)` and `.task(id:)` that watch a value declared as it (or an
    /// `Optional` or array of it), in file order.
    var observers: [TypeID: [ObservedUse]]?
    /// Per type: the first stored property Observation tracks that is declared as it (or an
    /// `Optional` or array of it).
    var storage: [TypeID: StoredUse]?
    /// Every file's observers and storage: the full uses where they are known (the cache's, a
    /// summary's, or worked out for another question), else a targeted pass over the tokens of the
    /// file kept parsed (`UseScanner.scanObserversAndReads`), a few instructions a token.
    var observed: [UseFacts]?
    /// The names of the stored properties some hand-written `==` leaves out, and their `NameHash`es.
    var leftOut: (names: ByteNameSet, hashes: Set<Int>)?
    /// The `NameHash`es of those names that some file reads.
    var leftOutReads: Set<Int>?

    init() {}
}

/// A place in a file of the index where a use is: what a message names (`file:line`, the line
/// worked out from the file's text when it is shown).
public struct UseLocation: Sendable, Equatable {
    public var file: FileID
    public var offset: UInt32
    /// The type of that file whose body holds it (-1 at the top level), and whether inside one of
    /// its initializers.
    public var owner: Int32 = -1
    public var inInitializer = false

    public init(file: FileID, offset: UInt32, owner: Int32 = -1, inInitializer: Bool = false) {
        self.file = file
        self.offset = offset
        self.owner = owner
        self.inInitializer = inInitializer
    }
}

/// `.onChange(of:)` or `.task(id:)` watching a value of a type, with what its action reads.
public struct ObservedUse: Sendable, Equatable {
    public var site: ObserverSite
    public var location: UseLocation
}

/// A stored property of an `@Observable` class or an `@ObservableState` struct holding values of
/// a type.
public struct StoredUse: Sendable, Equatable {
    public var site: StorageSite
    public var location: UseLocation
}

extension ProjectIndex {
    /// The project's uses table, made on first use; `fill` works out the part a question needs
    /// when it is missing (under the lock: the tables are small and made once).
    func projectUses<T>(_ read: (ProjectUses) -> T?, fill: (ProjectUses) -> Void) -> T? {
        projectUses.withLock { table -> T? in
            if table == nil { table = ProjectUses() }
            if let known = read(table!) { return known }
            fill(table!)
            return read(table!)
        }
    }

    /// True when some file reads a member named `name` (docs/architecture.md, "Uses across the
    /// project"): `x.name`, or a bare `name` inside a type declaring it; not in `==` or
    /// `hash(into:)`.
    public func isReadSomewhere(member name: String) -> Bool {
        recording?.uses.insert(.reads)
        var name = name
        let hash = name.withUTF8 { NameHash.of($0) }
        return projectUses({ $0.reads }, fill: { table in
            var all: Set<Int> = []
            for f in files.indices { all.formUnion(uses(of: FileID(f)).reads) }
            table.reads = all
        })?.contains(hash) ?? false
    }

    /// Where some file assigns or mutates a member or name called `name` (docs/architecture.md,
    /// "Uses across the project"), in file order. Answered from every file's uses where they are
    /// known, else, name by name, by a targeted pass over the kept files' tokens
    /// (`UseScanner.writes`): a full pass over every file costs more than lexing it.
    public func writes(ofMember name: String) -> [UseLocation] {
        recording?.uses.insert(.writes)
        var name = name
        let hash = name.withUTF8 { NameHash.of($0) }
        return projectUses.withLock { table -> [UseLocation] in
            if table == nil { table = ProjectUses() }
            if let known = table!.writesByName[hash] { return known }
            fillWrites(of: [name], into: table!)
            return table!.writesByName[hash] ?? []
        }
    }

    /// Works out, in one pass, the writes of those of `names` not asked yet: for a rule about to
    /// ask `writes(ofMember:)` of several members (a type's `var`s).
    public func prepareWrites(ofMembers names: [String]) {
        projectUses.withLock { table in
            if table == nil { table = ProjectUses() }
            let missing = names.filter { name in
                var name = name
                return table!.writesByName[name.withUTF8 { NameHash.of($0) }] == nil
            }
            if !missing.isEmpty { fillWrites(of: missing, into: table!) }
        }
    }

    /// `writesByName` for `names`: from every file's uses where they are known, else by a
    /// targeted pass over a kept file's tokens.
    private func fillWrites(of names: [String], into table: ProjectUses) {
        var asked: Set<Int> = []
        for name in names {
            var name = name
            let hash = name.withUTF8 { NameHash.of($0) }
            asked.insert(hash)
            table.writesByName[hash] = []
        }
        let set = ByteNameSet(Set(names).sorted())
        let known = useFacts.withLock { $0 }
        for f in files.indices {
            let sites: [UseSite]
            if let full = files[f].knownUses ?? (f < known.count ? known[f] : nil) {
                sites = full.writes
            } else if let (lexed, source) = files[f].keptTokens {
                sites = UseScanner.writes(lexed, source, types: files[f].types, of: set)
            } else {
                sites = []
            }
            for site in sites where asked.contains(site.name) {
                table.writesByName[site.name, default: []].append(UseLocation(file: FileID(f), offset: site.offset, owner: site.owner,
                                                                              inInitializer: site.inInitializer))
            }
        }
    }
}

extension ProjectUses {
    /// After an edit inside the bodies of file `i` (its declarations' shape unchanged), from
    /// `old` to `new` uses: the tables that file's uses feed are kept when those uses are the
    /// same but for where they are (their places in file `i` moved to the new offsets), and
    /// dropped otherwise, as are the tables that read declarations' bodies (`==`) or places
    /// (`hashed`). A keystroke then costs the edited file, not every file's uses again.
    func carry(acrossBodyEditOf i: FileID, old: UseFacts, new: UseFacts) {
        hashed = nil
        hashedWithin = [:]
        leftOut = nil
        leftOutReads = nil
        if old.reads != new.reads { reads = nil }
        var moved: [UInt32: UInt32] = [:]
        func sameButPlaces<S>(_ a: [S], _ b: [S], _ offset: WritableKeyPath<S, UInt32>) -> Bool where S: Equatable {
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                var x0 = x, y0 = y
                x0[keyPath: offset] = 0
                y0[keyPath: offset] = 0
                guard x0 == y0 else { return false }
            }
            for (x, y) in zip(a, b) { moved[x[keyPath: offset]] = y[keyPath: offset] }
            return true
        }
        let keepWrites = sameButPlaces(old.writes, new.writes, \.offset)
        let keepObserved = sameButPlaces(old.observers, new.observers, \.offset) && sameButPlaces(old.storage, new.storage, \.offset)
        func move(_ l: inout UseLocation) {
            if l.file == i, let to = moved[l.offset] { l.offset = to }
        }
        if keepWrites {
            for (name, list) in writesByName where list.contains(where: { $0.file == i }) {
                writesByName[name] = list.map { var l = $0; move(&l); return l }
            }
        } else {
            writesByName = [:]
        }
        if keepObserved {
            if observed != nil && i.index < observed!.count { observed![i.index] = new }
            if let all = observers {
                observers = all.mapValues { uses in
                    uses.map { u in
                        guard u.location.file == i else { return u }
                        var u = u
                        move(&u.location)
                        u.site.offset = u.location.offset
                        return u
                    }
                }
            }
            if let all = storage {
                storage = all.mapValues { u in
                    guard u.location.file == i else { return u }
                    var u = u
                    move(&u.location)
                    u.site.offset = u.location.offset
                    return u
                }
            }
        } else {
            observed = nil
            observers = nil
            storage = nil
        }
    }
}
