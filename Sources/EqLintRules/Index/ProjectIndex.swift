import Dispatch

/// What the index keeps of one parsed file: its declarations, no tokens.
public struct FileSummary: Sendable {
    public var path: String
    public var types: [TypeDecl]
    public var typealiases: [Typealias]
    /// For a summary read from the cache: its types' members, decoded on first use
    /// (`ProjectIndex.declaration`); until then `types` hold no members.
    var deferredMembers: DeferredMembers?
    /// For a file kept parsed whose `bodyReads` were left for later: its tokens, from which
    /// `ProjectIndex.bodyReads` reads them on demand.
    var deferredBodyReads: (lexed: LexedFile, source: SourceText)?
    /// The file has `import Equatable`.
    public var importsEquatable = false
    /// The names the file may construct a type by (`LexedFile.constructions`), as sorted,
    /// distinct `NameHash`es: the files that may construct a view are found without their text.
    /// For a file kept parsed they are worked out when asked (by the cache, a summary file, or
    /// the stale-capture check of a file outside the lint scope): a lint of the whole project
    /// never asks.
    public var constructedNames: [Int] {
        get {
            if let known = readConstructedNames { return known }
            guard let (lexed, source) = deferredConstructions else { return [] }
            return FileSummary.constructedNames(lexed, source)
        }
        set {
            readConstructedNames = newValue
            deferredConstructions = nil
        }
    }
    private var readConstructedNames: [Int]?
    /// For a file kept parsed: the tokens `constructedNames` are read from.
    private var deferredConstructions: (lexed: LexedFile, source: SourceText)?

    /// A summary with every fact read (what the cache stores).
    public init(path: String, file: ParsedFile) {
        var file = file
        MemberUsesReader.fillBodyReads(&file)
        self.path = path
        types = file.types
        typealiases = file.typealiases
        importsEquatable = file.importsEquatable
        constructedNames = FileSummary.constructedNames(file)
    }

    /// A summary of a file kept parsed: `bodyReads` not read yet are read by the index when
    /// asked (the file's tokens stay alive with it anyway).
    init(keeping file: ParsedFile, path: String) {
        self.path = path
        types = file.types
        typealiases = file.typealiases
        importsEquatable = file.importsEquatable
        deferredConstructions = (file.lexed, file.source)
        if file.bodyReadsDeferred { deferredBodyReads = (file.lexed, file.source) }
    }

    /// The `NameHash` of each name the lexer saw before `(`, `{` or `<` (backticks aside),
    /// sorted and distinct.
    static func constructedNames(_ file: ParsedFile) -> [Int] { constructedNames(file.lexed, file.source) }

    static func constructedNames(_ lexed: LexedFile, _ source: SourceText) -> [Int] {
        let constructions = lexed.constructions
        guard !constructions.isEmpty else { return [] }
        var hashes: [Int] = []
        hashes.reserveCapacity(constructions.count)
        lexed.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                for c in constructions {
                    let t = tokens[Int(c)]
                    let quoted = t.kind == .backtickIdentifier ? 1 : 0
                    let start = Int(t.start) + quoted, end = Int(t.end) - quoted
                    guard start < end, end <= bytes.count else { continue }
                    hashes.append(NameHash.of(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                }
            }
        }
        hashes.sort()
        var kept = 0
        for h in hashes where kept == 0 || hashes[kept - 1] != h {
            hashes[kept] = h
            kept += 1
        }
        hashes.removeSubrange(kept...)
        return hashes
    }

    /// True when the file may construct a type by a name whose `NameHash` is `hash`.
    func mayConstruct(_ hash: Int) -> Bool {
        var lo = 0, hi = constructedNames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if constructedNames[mid] < hash { lo = mid + 1 } else { hi = mid }
        }
        return lo < constructedNames.count && constructedNames[lo] == hash
    }
}

/// A declaration's place: file index and type index within that file.
public struct DeclarationRef: Sendable, Hashable {
    public var file: Int
    public var type: Int
}

/// Settings from the configuration that change what the index answers.
public struct IndexSettings: Sendable {
    public var equatableTypes: Set<String> = []
    public var viewProtocols: Set<String> = []
    public var skippedPropertyWrappers: Set<String> = []
    public var referencePropertyWrappers: Set<String> = []
    public init() {}
}

/// All files merged: types by qualified name with the conformances and members their
/// declarations and extensions (in any file) give them, protocol refinement, typealiases.
// Sendable: the tables are filled in `init` and never changed; the answers computed on
// demand sit behind a lock.
public final class ProjectIndex: @unchecked Sendable {
    /// One type of the project, or an outside type that the project extends.
    public struct Entry: Sendable {
        /// The qualified name (`Outer.Inner`), as messages and symbols show it.
        public var name: String
        /// The name the index knows the entry by: the qualified name, or for a name declared
        /// more than once, the qualified name and `#` and the declaration's ordinal.
        public var key: String
        /// The primary declaration, nil for a type declared outside the project.
        public var declaration: DeclarationRef?
        public var extensions: [DeclarationRef] = []
    }

    public private(set) var files: [FileSummary]
    public let settings: IndexSettings
    /// Every declaration's entry in file order, then the types the project only extends, in
    /// the order of their first extension.
    let entries: [Entry]
    /// Entry keys → positions in `entries`.
    private let keyTable: NameTable<Int32>
    /// The keys of `entries`, in order.
    let orderedNames: [String]
    /// Looks names up from where they are written (docs/architecture.md, "Name resolution").
    let resolver: NameResolver
    /// Simple name → the positions of the declarations carrying it (call sites go by it).
    let simpleGroups: NameGroups<Int32>
    /// Per file and type: the position of a declaration's entry, or of the entry an extension
    /// attaches to first; -1 for an extension that attaches to none.
    let positions: [[Int32]]
    public var aliases: [String: Typealias] { resolver.aliases }
    /// True when any file imports `Equatable` or any type carries `@Equatable`
    /// (docs/architecture.md, "Where the project uses the macro").
    public let usesEquatableMacro: Bool

    /// What the rules ask of every type, answered once per type. A class: rules read a
    /// field or two, and a copy of every array at each question would cost more than the answer.
    final class TypeFacts: @unchecked Sendable {
        var isView = false
        var hasAmbiguousConformance = false
        /// A conformance (direct or through project protocols) names a representable.
        var isRepresentable = false
        var isEquatable = false
        var isHashable = false
        var hasEquatableMacro = false
        var storedProperties = PropertyList()
        var comparedInputs = PropertyList()
        var equality: (ref: DeclarationRef, function: Function)?
        /// What the hand-written `==` compares on its parameters, its hash comparisons read as what
        /// the hash combines (docs/architecture.md, "References in code"); nil without one.
        var equalityCompares: [String]?
        var hashInto: (ref: DeclarationRef, function: Function)?
        var hashValue: (ref: DeclarationRef, property: Property, uses: MemberUses)?
        /// Instance method names, in declaration order (a set is made only when asked:
        /// `instanceMethodNames(of:)`).
        var methods: [String] = []
        var closureProperties = PropertyList()
        /// Stored properties marked `@EquatableIgnored`.
        var ignoredMarked = PropertyList()
        /// What call-site rules may find at a construction of this type.
        var callSite: CallSiteKinds = []
        /// The compared closure inputs an unsafe fix may mark ignored (`CallSiteKinds.closuresAFixMayIgnore`).
        var closuresAFixMayIgnore = PropertyList()
        /// A representable's closure properties without a reference wrapper, constants aside:
        /// what it may hand to UIKit or AppKit once (`CallSiteKinds.handedOverClosures`).
        var representableClosures = PropertyList()

        /// True when the type's equality ignores `p`: it is marked
        /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
        func equalityIgnores(_ p: Property) -> Bool {
            if p.wrapperKinds & WrapperKinds.unsafeClosureMarker != 0 { return true }
            guard let equalityCompares else { return false }
            return !equalityCompares.contains(p.name)
        }

        /// True when a hand-written `==` is anything but `lhs.p == rhs.p` terms joined by `&&`, one
        /// for each compared input (docs/architecture.md, "Custom `==`").
        var hasCustomEquality: Bool {
            guard let equality else { return false }
            guard let terms = equality.function.memberUses?.memberwiseTerms else { return true }
            let inputs = comparedInputs.map(\.name)
            return terms.count != inputs.count || Set(terms) != Set(inputs) || Set(terms).count != terms.count
        }
    }
    /// Answers are computed on first use (a one-file lint asks about few types), once
    /// per type; workers share them through a lock. A run over many files computes them
    /// all up front instead (`prepare`), and then reads them without a lock.
    private let factsCache = Locked<[String: TypeFacts]>([:])
    /// Each type's facts, tagged with its four yes-or-no answers (`kindFlags`): those are
    /// looked up without touching the facts.
    private var preparedFacts = NameTable<TypeFacts>([])
    private var preparedCallSites: [String: CallSiteKinds] = [:]
    /// The simple names of every call-site kind, flagged with its `CallSiteKinds` bits.
    private var preparedCallSiteNames = ByteNameSet([])
    private var isPrepared = false
    /// Declarations of cached files with their members decoded (`declaration`).
    private let completed = Locked<[DeclarationRef: TypeDecl]>([:])
    /// `bodyReads` read on demand from kept files (`bodyReads(_:)`).
    private let lazyBodyReads = Locked<[DeclarationRef: [String]]>([:])
    /// What makes a project type non-diffable (`nonDiffable(_:)`), once per type.
    let diffableAnswers = Locked<[String: NonDiffable?]>([:])
    /// Whether a project type is plain data (`isPlainData(_:)`), once per type.
    let plainDataAnswers = Locked<[String: Bool]>([:])
    /// Per constructed-name hash: bit 1 when some file outside test code constructs it, bit 2
    /// when some test file does; built on first use, in one pass over every file.
    private let constructionPlaces = Locked<[Int: UInt8]?>(nil)
    let callSiteNames = Locked<[String: CallSiteKinds]>([:])

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
                                         tags: computed.map { ProjectIndex.kindFlags($0.0) })
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

    /// Where a simple name is constructed (`Name(`, `Name {`): `.outsideTests`, `.inTests`,
    /// both or neither.
    func constructionPlaces(ofHash hash: Int) -> (outsideTests: Bool, inTests: Bool) {
        let bits = constructionPlaces.withLock { table -> UInt8 in
            if table == nil {
                var built: [Int: UInt8] = [:]
                for file in files {
                    let bit: UInt8 = Paths.isTestCode(file.path) ? 2 : 1
                    for name in file.constructedNames { built[name, default: 0] |= bit }
                }
                table = built
            }
            return table![hash] ?? 0
        }
        return (bits & 1 != 0, bits & 2 != 0)
    }

    /// The names of every call-site kind in one set, flagged with their `CallSiteKinds`
    /// bits, when the index is prepared; nil otherwise.
    func preparedCallSiteFlags() -> ByteNameSet? { isPrepared ? preparedCallSiteNames : nil }

    func preparedCallSiteKinds(_ simpleName: String) -> CallSiteKinds? {
        isPrepared ? preparedCallSites[simpleName] ?? [] : nil
    }

    /// A new version of file `i` whose shape (`SummaryCoding.shape`) is the one indexed and
    /// which declares no typealias (the name tables keep those whole): the tables stay as they
    /// are, the file's positions are the new ones, and every answer is worked out again (they
    /// hold members with their positions). The language server's edit inside a body; never
    /// while questions are being answered.
    func replaceSummary(at i: Int, with summary: FileSummary) {
        precondition(!isPrepared, "a prepared index is never changed")
        files[i] = summary
        factsCache.withLock { $0 = [:] }
        completed.withLock { $0 = [:] }
        lazyBodyReads.withLock { $0 = [:] }
        diffableAnswers.withLock { $0 = [:] }
        plainDataAnswers.withLock { $0 = [:] }
        constructionPlaces.withLock { $0 = nil }
        callSiteNames.withLock { $0 = [:] }
    }

    public init(files: [FileSummary], settings: IndexSettings = IndexSettings(), jobs: Int = 1) {
        self.files = files
        self.settings = settings
        // Declarations in file order: each gets an entry, keyed by its qualified name, or by
        // the name and an ordinal when several declarations share it.
        var names: [String] = [], simple: [String] = [], refs: [DeclarationRef] = []
        var aliasSimple: [String] = []
        var genericNames: [String] = []
        var aliases: [String: Typealias] = [:]
        var aliasFile: [String: Int] = [:]
        var aliasDuplicates: [String: [(alias: Typealias, file: Int)]] = [:]
        var usesMacro = false
        for f in files.indices {
            files[f].types.withUnsafeBufferPointer { types in
                for t in types.indices where types[t].kind != .extension {
                    names.append(types[t].name)
                    simple.append(types[t].simpleName)
                    refs.append(DeclarationRef(file: f, type: t))
                    genericNames += types[t].genericParameters
                    if !usesMacro && types[t].attributes.contains(where: { $0.name == "Equatable" }) { usesMacro = true }
                }
            }
            if files[f].importsEquatable { usesMacro = true }
            for alias in files[f].typealiases {
                guard let first = aliases[alias.name] else {
                    aliases[alias.name] = alias
                    aliasFile[alias.name] = f
                    aliasSimple.append(alias.name.simpleTypeName)
                    continue
                }
                aliasDuplicates[alias.name, default: [(first, aliasFile[alias.name]!)]].append((alias, f))
            }
        }
        usesEquatableMacro = usesMacro
        let groups = NameGroups(keys: names, values: (0..<Int32(names.count)).map { $0 })
        let firsts = NameTable<Int32>(keys: names, values: (0..<Int32(names.count)).map { $0 }, firstWins: true)
        var keys = names
        if !firsts.repeatedKeys.isEmpty {
            let repeated = Set(firsts.repeatedKeys.map { names[$0] })
            var ordinals: [String: Int] = [:]
            for k in names.indices where repeated.contains(names[k]) {
                let n = ordinals[names[k], default: 0]
                ordinals[names[k]] = n + 1
                keys[k] = names[k] + "#" + String(n)
            }
        }
        let resolver = NameResolver(files: files, groups: groups, refs: refs, aliases: aliases,
                                    simpleNames: NameTable((simple + aliasSimple).map { ($0, true) }),
                                    aliasSimpleNames: NameTable(aliasSimple.map { ($0, true) }),
                                    aliasDuplicates: aliasDuplicates,
                                    genericNames: NameTable(genericNames.map { ($0, true) }),
                                    nestedSimpleNames: NameTable((names + aliases.keys.sorted()).compactMap { name in
                                        name.hasByte(UInt8(ascii: ".")) ? (name.simpleTypeName, true) : nil
                                    }))
        // Extensions attach to the declaration their name resolves to from their own file
        // (all of a file's `#if` alternatives); a type the project only extends gets an entry
        // of its own. Resolved on all cores.
        let targets = ParallelMap.map(Array(files.indices), jobs: jobs) { f -> [(Int, Resolution)] in
            files[f].types.withUnsafeBufferPointer { types in
                types.indices.compactMap { t in
                    types[t].kind == .extension ? (t, resolver.resolve(types[t].name, from: Place(file: f, type: nil))) : nil
                }
            }
        }
        var entries: [Entry] = names.indices.map { Entry(name: names[$0], key: keys[$0], declaration: refs[$0]) }
        var positions: [[Int32]] = files.map { [Int32](repeating: -1, count: $0.types.count) }
        for k in refs.indices { positions[refs[k].file][refs[k].type] = Int32(k) }
        var extendedOnly: [String: Int32] = [:]
        var extendedNames: [String] = []
        for f in files.indices {
            for (t, resolution) in targets[f] {
                let ref = DeclarationRef(file: f, type: t)
                var owners: [Int32] = []
                switch resolution {
                case .declaration(let p): owners = [p]
                case .alternatives(let ps): owners = ps
                case .outside(let name):
                    if let known = extendedOnly[name] {
                        owners = [known]
                    } else {
                        let e = Int32(entries.count)
                        extendedOnly[name] = e
                        extendedNames.append(name)
                        entries.append(Entry(name: name, key: name, declaration: nil))
                        owners = [e]
                    }
                case .alias, .genericParameter, .unknown: owners = []
                }
                for p in owners { entries[Int(p)].extensions.append(ref) }
                if let first = owners.first { positions[f][t] = first }
            }
        }
        self.entries = entries
        orderedNames = keys + extendedNames
        keyTable = NameTable(keys: orderedNames, values: (0..<Int32(orderedNames.count)).map { $0 })
        self.resolver = resolver
        simpleGroups = NameGroups(keys: simple, values: (0..<Int32(simple.count)).map { $0 })
        self.positions = positions
    }

    func computeFacts(_ key: String) -> TypeFacts {
        let f = TypeFacts()
        guard let position = keyTable[key] else { return f }
        let entry = entries[Int(position)]
        let protocols: [String]
        (f.isView, f.isEquatable, f.isHashable, f.hasAmbiguousConformance, f.isRepresentable, protocols) = computeKinds(entry)
        if let ref = entry.declaration {
            let properties = withDeclaration(ref) { decl in
                f.hasEquatableMacro = decl.pointee.attributes.contains { $0.name == "Equatable" }
                return decl.pointee.properties
            }
            let place = Place(file: ref.file, type: ref.type)
            // The four lists in one pass over the properties, read in place.
            var stored: [Int32] = [], compared: [Int32] = [], closures: [Int32] = [], marked: [Int32] = []
            properties.withUnsafeBufferPointer { all in
                for k in all.indices {
                    let p = all[k]
                    guard p.isStored && !p.isStatic else { continue }
                    stored.append(Int32(k))
                    if !p.isLazy && !hasSkippedWrapper(p) && marker(of: p) == nil { compared.append(Int32(k)) }
                    if isClosureProperty(p, at: place) { closures.append(Int32(k)) }
                    if p.wrapperKinds & WrapperKinds.ignoredMarker != 0 { marked.append(Int32(k)) }
                }
            }
            f.storedProperties = PropertyList(properties, picking: stored)
            f.comparedInputs = PropertyList(properties, picking: compared)
            f.closureProperties = PropertyList(properties, picking: closures)
            f.ignoredMarked = PropertyList(properties, picking: marked)
        }
        let name = entry.name
        // One look at the members of every declaration, read in place.
        func scan(_ ref: DeclarationRef) {
            withDeclaration(ref) { decl in
                decl.pointee.functions.withUnsafeBufferPointer { functions in
                    for k in functions.indices {
                        let function = functions.baseAddress! + k
                        let isStatic = function.pointee.isStatic
                        if !isStatic && function.pointee.kind == .function { f.methods.append(function.pointee.baseName) }
                        if f.equality == nil && isStatic && function.pointee.baseName == "=="
                            && isOwnEquality(function.pointee, of: name) {
                            f.equality = (ref, function.pointee)
                        }
                        if f.hashInto == nil && !isStatic && function.pointee.name == "hash(into:)" {
                            f.hashInto = (ref, function.pointee)
                        }
                    }
                }
                if f.hashValue == nil, let uses = decl.pointee.hashValueUses,
                   let p = decl.pointee.properties.first(where: { $0.name == "hashValue" && !$0.isStatic }) {
                    f.hashValue = (ref, p, uses)
                }
            }
        }
        if let primary = entry.declaration { scan(primary) }
        for ref in entry.extensions { scan(ref) }
        // An `==` on `Self` written in a project protocol the type conforms to (or an extension
        // of it) is the type's own, hand-written: `extension Drive { static func == (lhs: Self, rhs: Self) }`.
        // A project protocol's `hash(into:)` next to such an `==` is as hand-written as it is
        // (`protocol ReflectiveHashable: Hashable, ReflectiveEquatable` with one in each).
        if f.equality == nil && f.isEquatable {
            var protocolHash: (ref: DeclarationRef, function: Function)?
            for name in protocols {
                guard let protocolEntry = self.entry(name) else { continue }
                for ref in [protocolEntry.declaration].compactMap({ $0 }) + protocolEntry.extensions {
                    withDeclaration(ref) { decl in
                        for function in decl.pointee.functions {
                            if f.equality == nil && function.isStatic && function.baseName == "==" && function.parameters.count == 2
                                && function.parameters.allSatisfy({ $0.type == "Self" }) {
                                f.equality = (ref, function)
                            } else if protocolHash == nil && !function.isStatic && function.name == "hash(into:)" {
                                protocolHash = (ref, function)
                            }
                        }
                    }
                }
            }
            if f.equality != nil && f.hashInto == nil { f.hashInto = protocolHash }
        }
        if let uses = f.equality?.function.memberUses {
            var names = uses.names
            if uses.comparesHash {
                // `lhs.hashValue == rhs.hashValue`: what the hand-written hash combines, or every
                // stored property (the synthesized hash combines them all).
                let hashed = f.hashInto?.function.memberUses?.names ?? f.hashValue?.uses.names ?? f.storedProperties.map(\.name)
                for name in hashed where !names.contains(name) { names.append(name) }
            }
            f.equalityCompares = names
        } else if f.equality != nil {
            f.equalityCompares = []
        }
        if f.isView && f.isEquatable {
            if f.closureProperties.contains(where: { f.equalityIgnores($0) }) { f.callSite.insert(.ignoredClosures) }
            if f.hasCustomEquality { f.callSite.insert(.customEquality) }
        }
        // The unsafe fixes that mark closures ignored (`@Equatable` added to a view that is not
        // Equatable, or a closure of an `@Equatable` one marked:
        // docs/rules.md, `view_not_equatable` and `equatable_unmarked_closure`) stand only when no
        // construction would then pass a stale closure; those constructions are checked with the
        // others (`closure_captures_state`), assuming the marks.
        if f.isRepresentable {
            let picked = f.closureProperties.indices.filter { k in
                let p = f.closureProperties[k]
                return !hasReferenceWrapper(p) && !p.isConstant
            }
            if !picked.isEmpty {
                let all = Array(f.closureProperties)
                f.representableClosures = PropertyList(all, picking: picked.map { Int32($0) })
                f.callSite.insert(.handedOverClosures)
            }
        }
        if f.isView && usesEquatableMacro && (f.hasEquatableMacro || !f.isEquatable) {
            let compared = Set(f.comparedInputs.map(\.name))
            let positions = f.closureProperties.indices.compactMap { k -> Int32? in
                compared.contains(f.closureProperties[k].name) ? Int32(k) : nil
            }
            if !positions.isEmpty {
                f.closuresAFixMayIgnore = PropertyList(Array(f.closureProperties), picking: positions)
                f.callSite.insert(.closuresAFixMayIgnore)
            }
        }
        return f
    }

    // MARK: Lookup

    public func declaration(_ ref: DeclarationRef) -> TypeDecl {
        guard let deferred = files[ref.file].deferredMembers else { return files[ref.file].types[ref.type] }
        if let done = completed.withLock({ $0[ref] }) { return done }
        let decl = deferred.complete(files[ref.file].types[ref.type], at: ref.type)
        completed.withLock { $0[ref] = decl }
        return decl
    }

    /// What a type name means where it is written (docs/architecture.md, "Name resolution").
    public func resolve(_ name: String, from place: Place) -> Resolution {
        resolver.resolve(name, from: place)
    }

    /// The key of the project type a name means at `place`: one declaration, or `#if`
    /// alternatives of one file when they agree on what they are (kind, View, Equatable,
    /// Hashable, `@Equatable`); nil for anything else.
    public func resolveType(_ name: String, from place: Place) -> String? {
        switch resolver.resolve(name, from: place) {
        case .declaration(let p): return entries[Int(p)].key
        case .alternatives(let ps): return agreeing(ps)
        default: return nil
        }
    }

    /// The first of several declarations when all answer the yes/no questions alike.
    func agreeing(_ ps: [Int32]) -> String? {
        let keys = ps.map { entries[Int($0)].key }
        let answers = keys.map { key -> (TypeKind?, UInt8) in (primaryKind(key), kinds(key) ?? 0) }
        guard answers.allSatisfy({ $0 == answers[0] }) else { return nil }
        return keys[0]
    }

    /// The key of the entry of a file's type: a declaration's own (no lookup), or the one an
    /// extension attaches to; nil for an extension of nothing known.
    public func key(file: Int, type: Int) -> String? {
        let p = positions[file][type]
        return p < 0 ? nil : entries[Int(p)].key
    }

    /// The qualified name of an entry (its key without the ordinal of a repeated name).
    public func displayName(_ key: String) -> String {
        guard let hash = key.utf8.firstIndex(of: UInt8(ascii: "#")) else { return key }
        return String(key[..<hash])
    }

    /// The entry of a declared or extended type.
    public func entry(_ key: String) -> Entry? { keyTable[key].map { entries[Int($0)] } }

    /// The number of types, declared or only extended.
    public var typeCount: Int { entries.count }

    /// The primary declaration of a type, nil for a type the project only extends, or does
    /// not know.
    @inline(__always)
    func declarationRef(of key: String) -> DeclarationRef? {
        guard let p = keyTable[key] else { return nil }
        return entries.withUnsafeBufferPointer { $0[Int(p)].declaration }
    }

    /// Hands `body` the declaration in place, by pointer: a copy of a declaration retains
    /// everything it holds (and a value read from unsafe storage is copied).
    func withDeclaration<R>(_ ref: DeclarationRef, _ body: (UnsafePointer<TypeDecl>) -> R) -> R {
        if files[ref.file].deferredMembers == nil {
            return files.withUnsafeBufferPointer { files in
                (files.baseAddress! + ref.file).pointee.types.withUnsafeBufferPointer { body($0.baseAddress! + ref.type) }
            }
        }
        let decl = declaration(ref)
        return withUnsafePointer(to: decl) { body($0) }
    }

    /// The kind of a declaration (known without decoding a cached file's members).
    func kind(_ ref: DeclarationRef) -> TypeKind { files[ref.file].types[ref.type].kind }

    /// What the `body` getter of a declaration reads of the type's members
    /// (docs/rules.md, `custom_equality_misses_body_input`), read now if its file left it for
    /// later.
    public func bodyReads(_ ref: DeclarationRef) -> [String] {
        guard let (lexed, source) = files[ref.file].deferredBodyReads else { return declaration(ref).bodyReads }
        if let done = lazyBodyReads.withLock({ $0[ref] }) { return done }
        let reads = withDeclaration(ref) { MemberUsesReader.bodyReads(of: $0.pointee, TokenStream(lexed, source)) }
        lazyBodyReads.withLock { $0[ref] = reads }
        return reads
    }

    /// Every declaration of a type: the primary one, then its extensions.
    public func declarations(of key: String) -> [(ref: DeclarationRef, decl: TypeDecl)] {
        guard let entry = entry(key) else { return [] }
        return ([entry.declaration].compactMap { $0 } + entry.extensions).map { ($0, declaration($0)) }
    }

    /// The kind of a project type's primary declaration (nothing is decoded or copied).
    public func primaryKind(_ key: String) -> TypeKind? {
        declarationRef(of: key).map(kind)
    }

    /// The primary declaration of a project type.
    public func primary(_ key: String) -> TypeDecl? {
        declarationRef(of: key).map(declaration)
    }

    // MARK: Conformances

    /// `@MainActor Equatable & Sendable` → `["Equatable", "Sendable"]`.
    static func conformanceNames(_ text: String) -> [String] {
        // Most entries are one plain name already.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "~")
            || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }) {
            return text.isEmpty ? [] : [text]
        }
        var out: [String] = []
        for part in text.split(separator: "&") {
            // Attributes (`@unchecked`, `@MainActor`) and `any` dropped, generic arguments cut.
            let written = WrittenType(part)
            if written.core.hasPrefix("~") { continue }
            let name = written.baseName
            if !name.isEmpty { out.append(String(name)) }
        }
        return out
    }

    /// Every conformance of a type, followed through project protocols (transitively): the
    /// outside names they come to as written, the project protocols on the way, and whether
    /// some name could not be told apart.
    struct ConformanceClosure {
        var written: [String] = []
        var protocols: [String] = []
        var isAmbiguous = false
        /// `rootFlags` bits on which `#if` alternatives of a protocol disagree: unknown.
        var unknownRoots: UInt8 = 0

        /// The `rootFlags` of every written name, or-ed (one cheap lookup per name).
        var writtenRootFlags: UInt8 {
            var flags: UInt8 = 0
            for name in written { flags |= ProjectIndex.rootFlags[name] ?? 0 }
            return flags
        }

        /// True when a written name or a protocol is in `extra`.
        func reaches(extra: Set<String>) -> Bool {
            !extra.isEmpty && (written.contains { extra.contains($0) || extra.contains($0.simpleTypeName) }
                || protocols.contains { extra.contains($0) || extra.contains($0.simpleTypeName) })
        }
    }

    /// The conformances an entry's declaration and extensions list, each resolved from where
    /// it is written, through project protocols and typealiases of compositions.
    func conformanceClosure(_ entry: Entry, depth: Int = 0) -> ConformanceClosure {
        var closure = ConformanceClosure()
        // Most declarations and extensions list nothing: no work at all.
        if entry.declaration.map({ files[$0.file].types[$0.type].inherits.isEmpty }) ?? true
            && entry.extensions.allSatisfy({ files[$0.file].types[$0.type].inherits.isEmpty }) {
            return closure
        }
        var pending: [(String, Place)] = []
        func add(_ ref: DeclarationRef) {
            for inherited in files[ref.file].types[ref.type].inherits {
                // Most entries are one outside name (`View`, `Equatable`): no walk, no lookup.
                if TypeText.isPlainName(inherited) && resolver.simpleNames[inherited] == nil
                    && resolver.genericNames[inherited] == nil {
                    closure.written.append(inherited)
                    continue
                }
                for name in ProjectIndex.conformanceNames(inherited) {
                    pending.append((name, Place(file: ref.file, type: ref.type, ownMembers: false)))
                }
            }
        }
        if let ref = entry.declaration { add(ref) }
        for ref in entry.extensions { add(ref) }
        var seen: Set<Int32> = []
        var aliasSteps = 0
        while let (name, place) = pending.popLast() {
            switch resolver.resolve(name, from: place) {
            case .outside(let spelled):
                closure.written.append(spelled)
            case .declaration(let p):
                let ref = entries[Int(p)].declaration!
                guard kind(ref) == .protocol, seen.insert(p).inserted else { continue }
                closure.protocols.append(entries[Int(p)].name)
                add(ref)
            case .alternatives(let ps):
                // docs/architecture.md, "Name resolution": `#if` alternatives answer a yes/no
                // question (a View? Equatable?) when they all agree, and are unknown otherwise.
                if depth < 8 {
                    let answers = ps.map { conformanceClosure(entries[Int($0)], depth: depth + 1) }
                        .map { $0.writtenRootFlags & ~$0.unknownRoots }
                    let all = answers.reduce(0, |), common = answers.reduce(0xFF, &)
                    closure.unknownRoots |= all & ~common
                }
                for p in ps {
                    let ref = entries[Int(p)].declaration!
                    guard kind(ref) == .protocol, seen.insert(p).inserted else { continue }
                    closure.protocols.append(entries[Int(p)].name)
                    add(ref)
                }
            case .alias(let qualified):
                // `typealias Model = Equatable & Identifiable`, followed a bounded number of times.
                aliasSteps += 1
                guard aliasSteps < 64, let alias = resolver.aliasCandidates(qualified, from: place.file).first else { continue }
                for part in ProjectIndex.conformanceNames(alias.target) { pending.append((part, place)) }
            case .unknown:
                closure.isAmbiguous = true
            case .genericParameter:
                continue
            }
        }
        return closure
    }

    static let equatableRoots: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Swift.Equatable", "Swift.Hashable", "Swift.Comparable",
    ]
    static let hashableRoots: Set<String> = ["Hashable", "Swift.Hashable"]
    /// The roots in one table: 1 for a view root, 2 for an Equatable root, 4 for a Hashable one.
    static let rootFlags = NameTable<UInt8>(
        viewRoots.map { ($0, 1) } + equatableRoots.map { ($0, hashableRoots.contains($0) ? 6 : 2) })
    static let viewRoots: Set<String> = {
        let names = ["View", "UIViewRepresentable", "NSViewRepresentable",
                     "UIViewControllerRepresentable", "NSViewControllerRepresentable"]
        return Set(names + names.map { "SwiftUI." + $0 })
    }()

    /// docs/architecture.md, "Equatable": `@Equatable`, an Equatable-family conformance (directly,
    /// in a composition, through a refining project protocol), or `equatable_types`.
    public func isEquatable(_ key: String) -> Bool {
        if let flags = kinds(key) { return flags & 2 != 0 }
        return settings.equatableTypes.contains(key)
    }

    public func isHashable(_ key: String) -> Bool { (kinds(key) ?? 0) & 4 != 0 }

    public func isView(_ key: String) -> Bool { (kinds(key) ?? 0) & 1 != 0 }

    /// A type's view (1), Equatable (2), Hashable (4) and `@Equatable` (8) answers in one byte.
    static func kindFlags(_ f: TypeFacts) -> UInt8 {
        (f.isView ? 1 : 0) | (f.isEquatable ? 2 : 0) | (f.isHashable ? 4 : 0) | (f.hasEquatableMacro ? 8 : 0)
    }

    /// `kindFlags` of a type of the index; nil for a name it does not know.
    func kinds(_ key: String) -> UInt8? {
        if isPrepared { return preparedFacts.tag(key) }
        return facts(key).map(ProjectIndex.kindFlags)
    }

    /// docs/architecture.md, "Equatable", "Hashable" and "View" for a type of the index, from one
    /// walk over its conformances; and whether a conformance could not be told apart.
    func computeKinds(_ entry: Entry) -> (isView: Bool, isEquatable: Bool, isHashable: Bool, ambiguous: Bool, representable: Bool,
                                          protocols: [String]) {
        let closure = conformanceClosure(entry)
        let ref = entry.declaration
        // "View": a struct conforming to View or a representable, directly, through a refining
        // project protocol, or through a configured `view_protocols` entry.
        let roots = closure.writtenRootFlags & ~closure.unknownRoots
        let isView = ref.map(kind) == .struct && (roots & 1 != 0 || closure.reaches(extra: settings.viewProtocols))
        // "Equatable": `@Equatable`, an Equatable-family conformance (directly, in a
        // composition, through a refining project protocol), or `equatable_types`.
        let name = entry.name
        let isEquatable = ref.map({ files[$0.file].types[$0.type].attributes.contains { $0.name == "Equatable" } }) == true
            || (!settings.equatableTypes.isEmpty && (settings.equatableTypes.contains(name)
                || settings.equatableTypes.contains(name.simpleTypeName)))
            || roots & 2 != 0 || closure.reaches(extra: settings.equatableTypes)
        let representable = isView && closure.written.contains { Representables.protocols.contains($0) }
        return (isView, isEquatable, roots & 4 != 0, closure.isAmbiguous || closure.unknownRoots != 0, representable, closure.protocols)
    }

    /// True when a conformance of the type names a type the index cannot tell apart (two
    /// project types equally near share the name): rules that need to know it stay silent.
    public func hasAmbiguousConformance(_ key: String) -> Bool { facts(key)?.hasAmbiguousConformance ?? false }

    public func hasEquatableMacro(_ key: String) -> Bool { (kinds(key) ?? 0) & 8 != 0 }

    /// True for a View that is a representable (its `update…` method stands for `body`).
    public func isRepresentable(_ key: String) -> Bool { facts(key)?.isRepresentable ?? false }

    // MARK: Typealiases

    /// Follows typealiases (transitively) to a function type: true or false when known, nil
    /// when a name on the way cannot be told apart.
    public func functionShape(_ shape: ClosureShape?, from place: Place, depth: Int = 0) -> Bool? {
        guard let shape, depth < 64 else { return false }
        switch shape {
        case .function: return true
        case .other: return false
        case .named(let name):
            switch resolver.resolve(name, from: place) {
            case .alias(let qualified):
                // Duplicates picked like types; `#if` alternatives answer when they agree.
                let candidates = resolver.aliasCandidates(qualified, from: place.file)
                guard !candidates.isEmpty else { return nil }
                let answers = candidates.map { functionShape($0.shape, from: place, depth: depth + 1) }
                return answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
            case .outside(let spelled):
                // A typealias of the project carries the name but is not visible here: unknown.
                return resolver.aliasSimpleNames.contains(spelled.simpleTypeName) ? nil : false
            case .unknown: return nil
            default: return false
            }
        }
    }

    public func isFunctionShape(_ shape: ClosureShape?, from place: Place) -> Bool {
        functionShape(shape, from: place) == true
    }
}

/// What the two halves of `prepare` hand back (each field written by one thread, read after
/// both finish).
private final class PreparedTables: @unchecked Sendable {
    var facts = NameTable<ProjectIndex.TypeFacts>([])
    var callSites: [String: CallSiteKinds] = [:]
    var callSiteNames = ByteNameSet([])
}

/// Some of a declaration's properties, in declaration order, sharing the declaration's
/// storage: type facts hold three such lists for each of thousands of types, and a copy
/// of each property would cost more than the rest of the index.
public struct PropertyList: RandomAccessCollection, Sendable {
    private let all: [Property]
    /// Positions in `all`; nil for every property.
    private let picked: [Int32]?

    public init(_ all: [Property] = []) {
        self.all = all
        picked = nil
    }

    /// The properties at `positions` (ascending) of `all`; all of them without a list when
    /// every one is picked.
    init(_ all: [Property], picking positions: [Int32]) {
        self.all = all
        picked = positions.count == all.count ? nil : positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { picked?.count ?? all.count }
    public subscript(position: Int) -> Property {
        if let picked { return all[Int(picked[position])] }
        return all[position]
    }
}

extension String {
    /// True when the text holds byte `a` (or `b`), read on its contiguous UTF-8 storage.
    @inline(__always)
    func hasByte(_ a: UInt8, or b: UInt8? = nil) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.contains { $0 == a || (b != nil && $0 == b!) }
        }) {
            return found
        }
        return utf8.contains { $0 == a || (b != nil && $0 == b!) }
    }

    /// The part after the last `.` (`A.B.C` → `C`; a name without a dot is itself), found on
    /// the UTF-8 bytes: `Character` searches pay for grapheme breaking.
    /// Empty components are skipped, as `split(separator: ".").last` skips them.
    var simpleTypeName: String {
        guard hasByte(UInt8(ascii: ".")) else { return self }
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ".") { start = bytes.index(before: start) }
        return String(self[start..<end])
    }
}
