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

    /// A summary with every fact read (what the cache stores).
    public init(path: String, file: ParsedFile) {
        var file = file
        MemberUsesReader.fillBodyReads(&file)
        self.path = path
        types = file.types
        typealiases = file.typealiases
    }

    /// A summary of a file kept parsed: `bodyReads` not read yet are read by the index when
    /// asked (the file's tokens stay alive with it anyway).
    init(keeping file: ParsedFile, path: String) {
        self.path = path
        types = file.types
        typealiases = file.typealiases
        if file.bodyReadsDeferred { deferredBodyReads = (file.lexed, file.source) }
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
        public var name: String
        /// The primary declaration, nil for a type declared outside the project.
        public var declaration: DeclarationRef?
        public var extensions: [DeclarationRef] = []
        /// Conformance names from the declaration and every extension: compositions split,
        /// attributes, `~` and generic arguments dropped (`Swift.Equatable`, `View`).
        public var conformances: [String] = []
    }

    public let files: [FileSummary]
    public let settings: IndexSettings
    /// The types by qualified name, in a table whose lookups retain nothing and whose entries
    /// are read in place (`declarationRef(of:)`).
    private let entryTable: EntryTable
    /// The names of the types: declared types in file order, then the types the project only
    /// extends, in the order of their first extension.
    let orderedNames: [String]
    /// Simple name → qualified names of declared types (more than one: ambiguous).
    let qualifiedNames: NameGroups<String>
    public let aliases: [String: Typealias]
    let aliasNames: [String: [String]]
    /// The simple names of the typealiases, in a table with a cheap hash: every property's
    /// type is checked against it.
    private let aliasSimpleNames: NameTable<Bool>
    /// The simple names of the project's protocols: a conformance carrying none of them names
    /// no project protocol, and needs no resolving (`View`, `Equatable`, `Codable`).
    private let protocolSimpleNames: NameTable<Bool>

    /// What the rules ask of every type, answered once per type. A class: rules read a
    /// field or two, and a copy of every array at each question would cost more than the answer.
    final class TypeFacts: @unchecked Sendable {
        var isView = false
        var isEquatable = false
        var isHashable = false
        var hasEquatableMacro = false
        var storedProperties = PropertyList()
        var comparedInputs = PropertyList()
        var equality: (ref: DeclarationRef, function: Function)?
        var hashInto: (ref: DeclarationRef, function: Function)?
        var hashValue: (ref: DeclarationRef, property: Property, uses: MemberUses)?
        /// Instance method names, in declaration order (a set is made only when asked:
        /// `instanceMethodNames(of:)`).
        var methods: [String] = []
        var closureProperties = PropertyList()
        /// Stored properties marked `@EquatableIgnored`.
        var ignoredMarked = PropertyList()
        /// What call-site rules may find at a construction of this type.
        var callSite = (ignoredClosures: false, customEquality: false)

        /// True when the type's equality ignores `p`: it is marked
        /// `@EquatableIgnoredUnsafeClosure`, or a hand-written `==` does not compare it.
        func equalityIgnores(_ p: Property) -> Bool {
            if p.wrapperKinds & WrapperKinds.unsafeClosureMarker != 0 { return true }
            guard let equality else { return false }
            return !(equality.function.memberUses?.names.contains(p.name) ?? false)
        }

        /// True when a hand-written `==` is anything but `lhs.p == rhs.p` terms joined by
        /// `&&`, one for each compared input (RULES.md, "Custom `==`").
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
    private var preparedCallSites: [String: (ignoredClosures: Bool, customEquality: Bool)] = [:]
    /// The simple names of both call-site kinds: flag 1 for ignored closures, 2 for custom equality.
    private var preparedCallSiteNames = ByteNameSet([])
    private var isPrepared = false
    /// Declarations of cached files with their members decoded (`declaration`).
    private let completed = Locked<[DeclarationRef: TypeDecl]>([:])
    /// `bodyReads` read on demand from kept files (`bodyReads(_:)`).
    private let lazyBodyReads = Locked<[DeclarationRef: [String]]>([:])
    let callSiteNames = Locked<[String: (ignoredClosures: Bool, customEquality: Bool)]>([:])

    func facts(_ name: String) -> TypeFacts? {
        // Prepared answers cover every type of the index.
        if isPrepared { return preparedFacts[name] }
        if let known = factsCache.withLock({ $0[name] }) { return known }
        guard entryTable.contains(name) else { return nil }
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
            guard facts.callSite.ignoredClosures || facts.callSite.customEquality,
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
                var callSites: [String: (ignoredClosures: Bool, customEquality: Bool)] = [:]
                for (facts, simple) in computed {
                    guard let simple else { continue }
                    let known = callSites[simple] ?? (false, false)
                    callSites[simple] = (known.ignoredClosures || facts.callSite.ignoredClosures,
                                         known.customEquality || facts.callSite.customEquality)
                }
                tables.callSiteNames = ByteNameSet(flagged: callSites.map {
                    ($0.key, ($0.value.ignoredClosures ? 1 : 0) | ($0.value.customEquality ? 2 : 0))
                })
                tables.callSites = callSites
            }
        }
        preparedFacts = tables.facts
        preparedCallSites = tables.callSites
        preparedCallSiteNames = tables.callSiteNames
        isPrepared = true
    }

    /// The names of both call-site kinds in one set (flag 1: ignored closures, 2: custom
    /// equality), when the index is prepared; nil otherwise.
    func preparedCallSiteFlags() -> ByteNameSet? { isPrepared ? preparedCallSiteNames : nil }

    func preparedCallSiteKinds(_ simpleName: String) -> (ignoredClosures: Bool, customEquality: Bool)? {
        isPrepared ? preparedCallSites[simpleName] ?? (false, false) : nil
    }

    public init(files: [FileSummary], settings: IndexSettings = IndexSettings(), jobs: Int = 1) {
        self.files = files
        self.settings = settings
        // What the merge needs of each type, read from every file on `jobs` threads; the
        // merge itself follows the file order.
        struct Record {
            var type: Int
            var name: String
            var simpleName: String
            var isExtension: Bool
            var isProtocol: Bool
            var conformances: [String]
        }
        let records = ParallelMap.map(Array(files.indices), jobs: jobs) { f -> [Record] in
            files[f].types.withUnsafeBufferPointer { types in
                types.indices.map { t in
                    Record(type: t, name: types[t].name, simpleName: types[t].simpleName,
                           isExtension: types[t].kind == .extension, isProtocol: types[t].kind == .protocol,
                           conformances: types[t].inherits.flatMap(ProjectIndex.conformanceNames))
                }
            }
        }
        // Declarations first, in file order, so that extensions resolve against all of them.
        // The declarations' table and the name tables are built side by side, on two threads.
        let typeCount = records.reduce(0) { $0 + $1.count }
        let tables = MergeTables()
        DispatchQueue.concurrentPerform(iterations: jobs > 1 ? 2 : 1) { part in
            if part == 0 || jobs <= 1 {
                var names: [String] = [], entries: [Entry] = []
                names.reserveCapacity(typeCount)
                entries.reserveCapacity(typeCount)
                for f in files.indices {
                    // Records read in place (a copy retains their strings and lists).
                    records[f].withUnsafeBufferPointer { records in
                        for r in records.indices where !records[r].isExtension {
                            var entry = Entry(name: records[r].name, declaration: DeclarationRef(file: f, type: records[r].type))
                            entry.conformances = records[r].conformances
                            names.append(records[r].name)
                            entries.append(entry)
                        }
                    }
                }
                // A name declared twice (two modules, or `#if` branches) keeps its first
                // declaration while extensions resolve; which one a use means is unknown, so the
                // name is left out of the index in the end.
                let declared = NameTable(keys: names, values: (0..<names.count).map(Int32.init), firstWins: true)
                tables.duplicated = Set(declared.repeatedKeys.map { names[$0] })
                tables.declared = declared
                tables.declaredNames = names
                tables.entries = entries
            }
            if part == 1 || jobs <= 1 {
                var simpleNames: [String] = [], names: [String] = []
                var aliases: [String: Typealias] = [:]
                var aliasNames: [String: [String]] = [:]
                var protocols: [String] = []
                simpleNames.reserveCapacity(typeCount)
                names.reserveCapacity(typeCount)
                for f in files.indices {
                    records[f].withUnsafeBufferPointer { records in
                        for r in records.indices where !records[r].isExtension {
                            simpleNames.append(records[r].simpleName)
                            names.append(records[r].name)
                            if records[r].isProtocol { protocols.append(records[r].simpleName) }
                        }
                    }
                    for alias in files[f].typealiases where aliases[alias.name] == nil {
                        aliases[alias.name] = alias
                        let simple = alias.name.simpleTypeName
                        aliasNames[simple, default: []].append(alias.name)
                    }
                }
                tables.qualified = NameGroups(keys: simpleNames, values: names)
                tables.aliases = aliases
                tables.aliasNames = aliasNames
                tables.protocolSimpleNames = protocols
            }
        }
        // Taken out of the box, so that the arrays are not copied when changed below.
        var entries = tables.entries
        tables.entries = []
        let declared = tables.declared, declaredNames = tables.declaredNames
        let qualified = tables.qualified, aliases = tables.aliases, aliasNames = tables.aliasNames
        let duplicated = tables.duplicated
        // Extensions: their types resolved on all cores (against the declarations only: an
        // entry an extension adds has no declaration, so it never changes a resolution), with
        // the declaration each one resolved to (-1 for a type the project only extends).
        let targets = ParallelMap.map(Array(files.indices), jobs: jobs) { f -> [(String, Int32)] in
            // Records read in place (a copy retains their strings and lists).
            records[f].withUnsafeBufferPointer { records in
                var targets: [(String, Int32)] = []
                for r in records.indices where records[r].isExtension {
                    let name = records[r].name
                    let target = ProjectIndex.resolve(name, isDeclared: declared.contains, qualified) ?? name
                    targets.append((target, declared[target] ?? -1))
                }
                return targets
            }
        }
        // The types only extended get entries in the order of their first extension.
        var extendedOnly: [String: Int32] = [:]
        var extendedNames: [String] = []
        var owners: [[Int32]] = targets.map { $0.map(\.1) }
        for f in files.indices {
            for k in targets[f].indices where owners[f][k] < 0 {
                let target = targets[f][k].0
                if let known = extendedOnly[target] {
                    owners[f][k] = known
                } else {
                    let e = Int32(entries.count)
                    extendedOnly[target] = e
                    extendedNames.append(target)
                    entries.append(Entry(name: target, declaration: nil))
                    owners[f][k] = e
                }
            }
        }
        // Each extension added to its entry in file order; the entries split between the
        // threads by position, each thread writing only its own.
        let shards = jobs > 1 ? 2 : 1, owner = owners
        entries.withUnsafeMutableBufferPointer { entries in
            let entries = UnsafeSendable(entries)
            DispatchQueue.concurrentPerform(iterations: shards) { part in
                for f in files.indices where !owner[f].isEmpty {
                    records[f].withUnsafeBufferPointer { records in
                        var k = 0
                        for r in records.indices where records[r].isExtension {
                            let e = Int(owner[f][k])
                            k += 1
                            guard e % shards == part else { continue }
                            entries.value[e].extensions.append(DeclarationRef(file: f, type: records[r].type))
                            entries.value[e].conformances += records[r].conformances
                        }
                    }
                }
            }
        }
        // A name declared twice is left out: its first declaration and every later one.
        var indexed = [Bool](repeating: true, count: entries.count)
        for k in declared.repeatedKeys { indexed[k] = false }
        for name in duplicated { if let first = declared[name] { indexed[Int(first)] = false } }
        orderedNames = declaredNames.indices.filter { indexed[$0] }.map { declaredNames[$0] } + extendedNames
        entryTable = EntryTable(entries: entries, declared: declared,
                                extended: NameTable(keys: extendedNames, values: extendedNames.map { extendedOnly[$0]! }),
                                indexed: indexed, count: orderedNames.count)
        self.qualifiedNames = qualified
        self.aliases = aliases
        self.aliasNames = aliasNames
        aliasSimpleNames = NameTable(aliasNames.keys.map { ($0, true) })
        protocolSimpleNames = NameTable(tables.protocolSimpleNames.map { ($0, true) })
    }

    func computeFacts(_ name: String) -> TypeFacts {
        let f = TypeFacts()
        guard let entry = entryTable[name] else { return f }
        (f.isView, f.isEquatable, f.isHashable) = computeKinds(name, entry)
        if let ref = entry.declaration {
            let properties = withDeclaration(ref) { decl in
                f.hasEquatableMacro = decl.pointee.attributes.contains { $0.name == "Equatable" }
                return decl.pointee.properties
            }
            // The four lists in one pass over the properties, read in place.
            var stored: [Int32] = [], compared: [Int32] = [], closures: [Int32] = [], marked: [Int32] = []
            properties.withUnsafeBufferPointer { all in
                for k in all.indices {
                    let p = all[k]
                    guard p.isStored && !p.isStatic else { continue }
                    stored.append(Int32(k))
                    if !p.isLazy && !hasSkippedWrapper(p) && marker(of: p) == nil { compared.append(Int32(k)) }
                    if isClosureProperty(p, in: name) { closures.append(Int32(k)) }
                    if p.wrapperKinds & WrapperKinds.ignoredMarker != 0 { marked.append(Int32(k)) }
                }
            }
            f.storedProperties = PropertyList(properties, picking: stored)
            f.comparedInputs = PropertyList(properties, picking: compared)
            f.closureProperties = PropertyList(properties, picking: closures)
            f.ignoredMarked = PropertyList(properties, picking: marked)
        }
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
        if f.isView && f.isEquatable {
            f.callSite = (f.closureProperties.contains { f.equalityIgnores($0) }, f.hasCustomEquality)
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

    /// The declared type a name means, seen from inside `scope` (a qualified type name):
    /// nested names first, then the whole project by qualified name, then a unique
    /// simple name. Nil when unknown or ambiguous.
    public func resolveType(_ name: String, from scope: String? = nil) -> String? {
        // Fast paths for a plain name: one no project type carries (`Text`, `VStack`) is
        // unknown; one carried by top-level types only cannot mean a nested type, so the
        // enclosing scopes need no look.
        if !name.hasByte(UInt8(ascii: "."), or: UInt8(ascii: "<")) {
            guard let candidates = qualifiedNames[name] else { return nil }
            if !candidates.contains(where: { $0.hasByte(UInt8(ascii: ".")) }) {
                return ProjectIndex.resolve(name, isDeclared: isDeclared, qualifiedNames)
            }
        }
        var name = name
        if let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) { name = String(name[..<angle]) }
        if name.hasPrefix("Swift.") || name.hasPrefix("SwiftUI.") {
            return isDeclared(name) ? name : nil
        }
        if var prefix = scope {
            while true {
                let candidate = prefix + "." + name
                if isDeclared(candidate) { return candidate }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = String(prefix[..<dot])
            }
        }
        return ProjectIndex.resolve(name, isDeclared: isDeclared, qualifiedNames)
    }

    /// `isDeclared`: true for a name the project declares.
    static func resolve(_ name: String, isDeclared: (String) -> Bool, _ qualified: NameGroups<String>) -> String? {
        if isDeclared(name) { return name }
        let simple = name.simpleTypeName
        guard let candidates = qualified[simple], candidates.count == 1 else { return nil }
        // `A.B` written for a type declared as `X.A.B` still matches its tail.
        let only = candidates[candidates.startIndex]
        return only.hasSuffix(name) ? only : nil
    }

    /// The entry of a declared or extended type.
    public func entry(_ name: String) -> Entry? { entryTable[name] }

    /// The number of types, declared or only extended.
    public var typeCount: Int { entryTable.count }

    /// The primary declaration of a type, read in place; nil for a type the project only
    /// extends, or does not know.
    @inline(__always)
    func declarationRef(of name: String) -> DeclarationRef? {
        entryTable.declaration(of: name)
    }

    /// True when the project declares a type of this qualified name.
    @inline(__always)
    func isDeclared(_ name: String) -> Bool { declarationRef(of: name) != nil }

    /// Runs `body` on a declaration, read in place when its file's members are decoded
    /// (copying a `TypeDecl` retains every array it holds).
    @inline(__always)
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

    /// What the `body` getter of a declaration reads of the type's members (RULES.md,
    /// custom_equality_misses_body_input), read now if its file left it for later.
    public func bodyReads(_ ref: DeclarationRef) -> [String] {
        guard let (lexed, source) = files[ref.file].deferredBodyReads else { return declaration(ref).bodyReads }
        if let done = lazyBodyReads.withLock({ $0[ref] }) { return done }
        let reads = withDeclaration(ref) { MemberUsesReader.bodyReads(of: $0.pointee, TokenStream(lexed, source)) }
        lazyBodyReads.withLock { $0[ref] = reads }
        return reads
    }

    /// Every declaration of a type: the primary one, then its extensions.
    public func declarations(of name: String) -> [(ref: DeclarationRef, decl: TypeDecl)] {
        guard let entry = entryTable[name] else { return [] }
        return ([entry.declaration].compactMap { $0 } + entry.extensions).map { ($0, declaration($0)) }
    }

    /// The kind of a project type's primary declaration (nothing is decoded or copied).
    public func primaryKind(_ name: String) -> TypeKind? {
        declarationRef(of: name).map(kind)
    }

    /// The primary declaration of a project type.
    public func primary(_ name: String) -> TypeDecl? {
        declarationRef(of: name).map(declaration)
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
            var name = Substring(part)
            while name.hasPrefix("@") {
                // Drop `@Name` and its arguments, up to the space before the type.
                guard let space = name.firstIndex(of: " ") else { name = ""; break }
                name = name[name.index(after: space)...]
            }
            if name.hasPrefix("~") { continue }
            if name.hasPrefix("any ") { name = name.dropFirst(4) }
            if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
            if !name.isEmpty { out.append(String(name)) }
        }
        return out
    }

    /// Every conformance of a type, followed through project protocols (transitively):
    /// the names as written, and the project protocols they resolve to.
    struct ConformanceClosure {
        var written: [String] = []
        var protocols: [String] = []

        /// True when a written name is one of `roots` or `extra`, or a protocol is in `extra`.
        func reaches(_ roots: Set<String>, extra: Set<String> = []) -> Bool {
            written.contains { roots.contains($0) || (!extra.isEmpty && extra.contains($0)) }
                || (!extra.isEmpty && protocols.contains { extra.contains($0) })
        }

        /// The `rootFlags` of every written name, or-ed (one cheap lookup per name).
        var writtenRootFlags: UInt8 {
            var flags: UInt8 = 0
            for name in written { flags |= ProjectIndex.rootFlags[name] ?? 0 }
            return flags
        }

        /// True when a written name or a protocol is in `extra`.
        func reaches(extra: Set<String>) -> Bool {
            !extra.isEmpty && (written.contains { extra.contains($0) } || protocols.contains { extra.contains($0) })
        }
    }

    /// `owner`: the qualified name of the type whose conformances these are (the scope the
    /// names are resolved from is its enclosing one).
    func conformanceClosure(_ conformances: [String], of owner: String) -> ConformanceClosure {
        // Most conformances name no project protocol (`View`, `Equatable`): they are the
        // whole answer, and the walk only starts from those that do.
        var closure = ConformanceClosure(written: conformances)
        var pending: [(String, String?)] = []
        var seen: Set<String> = []
        for name in conformances {
            guard protocolSimpleNames[name.simpleTypeName] != nil,
                  let resolved = resolveType(name, from: scopeOf(owner)), seen.insert(resolved).inserted,
                  let entry = entryTable[resolved], let ref = entry.declaration,
                  kind(ref) == .protocol else { continue }
            closure.protocols.append(resolved)
            pending += entry.conformances.map { ($0, resolved) }
        }
        while let (name, from) = pending.popLast() {
            closure.written.append(name)
            guard protocolSimpleNames[name.simpleTypeName] != nil,
                  let resolved = resolveType(name, from: from), seen.insert(resolved).inserted,
                  let entry = entryTable[resolved], let ref = entry.declaration,
                  kind(ref) == .protocol else { continue }
            closure.protocols.append(resolved)
            pending += entry.conformances.map { ($0, resolved) }
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

    /// RULES.md "Equatable": `@Equatable`, an Equatable-family conformance (directly, in a
    /// composition, through a refining project protocol), or `equatable_types`.
    public func isEquatable(_ name: String) -> Bool {
        if let flags = kinds(name) { return flags & 2 != 0 }
        return settings.equatableTypes.contains(name)
    }

    public func isHashable(_ name: String) -> Bool { (kinds(name) ?? 0) & 4 != 0 }

    public func isView(_ name: String) -> Bool { (kinds(name) ?? 0) & 1 != 0 }

    /// A type's view (1), Equatable (2), Hashable (4) and `@Equatable` (8) answers in one byte.
    static func kindFlags(_ f: TypeFacts) -> UInt8 {
        (f.isView ? 1 : 0) | (f.isEquatable ? 2 : 0) | (f.isHashable ? 4 : 0) | (f.hasEquatableMacro ? 8 : 0)
    }

    /// `kindFlags` of a type of the index; nil for a name it does not know.
    private func kinds(_ name: String) -> UInt8? {
        if isPrepared { return preparedFacts.tag(name) }
        return facts(name).map(ProjectIndex.kindFlags)
    }

    /// RULES.md "Equatable", "Hashable" and "View" for a type of the index, from one walk
    /// over its conformances.
    func computeKinds(_ name: String, _ entry: Entry) -> (isView: Bool, isEquatable: Bool, isHashable: Bool) {
        let closure = conformanceClosure(entry.conformances, of: name)
        let ref = entry.declaration
        // "View": a struct conforming to View or a representable, directly, through a refining
        // project protocol, or through a configured `view_protocols` entry.
        let roots = closure.writtenRootFlags
        let isView = ref.map(kind) == .struct && (roots & 1 != 0 || closure.reaches(extra: settings.viewProtocols))
        // "Equatable": `@Equatable`, an Equatable-family conformance (directly, in a
        // composition, through a refining project protocol), or `equatable_types`.
        let isEquatable = ref.map({ files[$0.file].types[$0.type].attributes.contains { $0.name == "Equatable" } }) == true
            || (!settings.equatableTypes.isEmpty && (settings.equatableTypes.contains(name)
                || settings.equatableTypes.contains(name.simpleTypeName)))
            || roots & 2 != 0 || closure.reaches(extra: settings.equatableTypes)
        return (isView, isEquatable, roots & 4 != 0)
    }

    /// True when a conformance of the type names a type the index cannot tell apart
    /// (two project types share the simple name): rules that need to know it stay silent.
    public func hasAmbiguousConformance(_ name: String) -> Bool {
        guard let entry = entryTable[name] else { return false }
        // The cheap test first: almost no simple name is carried by two project types.
        return entry.conformances.contains { c in
            (qualifiedNames[c.simpleTypeName]?.count ?? 0) > 1 && resolveType(c, from: scopeOf(name)) == nil
        }
    }

    public func hasEquatableMacro(_ name: String) -> Bool { (kinds(name) ?? 0) & 8 != 0 }

    /// The enclosing scope of a qualified name (`A.B.C` → `A.B`).
    func scopeOf(_ name: String) -> String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return String(name[..<dot])
    }

    // MARK: Typealiases

    /// A typealias visible from `scope` under `name`: nested in an enclosing scope, then by
    /// qualified name, then by a unique simple name, unless a declared type of the project
    /// takes that name first. `.ambiguous` when the name could mean several.
    enum AliasLookup { case alias(Typealias), notAlias, ambiguous }

    /// True when a typealias of the project has this simple name.
    @inline(__always)
    func hasAliasSimpleName(_ name: String) -> Bool { aliasSimpleNames.contains(name) }

    func lookupAlias(_ name: String, from scope: String?) -> AliasLookup {
        // Fast path: no typealias of the project carries this simple name (`String`, `Int`).
        if !name.hasByte(UInt8(ascii: ".")) && aliasSimpleNames[name] == nil { return .notAlias }
        if var prefix = scope {
            while true {
                if let a = aliases[prefix + "." + name] { return .alias(a) }
                if isDeclared(prefix + "." + name) { return .notAlias }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = String(prefix[..<dot])
            }
        }
        if let a = aliases[name] { return .alias(a) }
        if resolveType(name, from: scope) != nil { return .notAlias }
        let simple = name.simpleTypeName
        let candidates = aliasNames[simple] ?? []
        let types = qualifiedNames[simple] ?? []
        if candidates.isEmpty { return .notAlias }
        if candidates.count == 1 && types.isEmpty {
            let a = aliases[candidates[0]]!
            // `A.B` written for an alias declared as `X.A.B` still matches its tail.
            return a.name.hasSuffix(name) ? .alias(a) : .notAlias
        }
        return .ambiguous
    }

    public func alias(_ name: String, from scope: String?) -> Typealias? {
        if case .alias(let a) = lookupAlias(name, from: scope) { return a }
        return nil
    }

    /// Follows typealiases (transitively) to a function type.
    public func isFunctionShape(_ shape: ClosureShape?, from scope: String?) -> Bool {
        functionShape(shape, from: scope) == true
    }

    /// True or false when known; nil when a typealias on the way is ambiguous (two
    /// project typealiases share its simple name and the use does not qualify it).
    public func functionShape(_ shape: ClosureShape?, from scope: String?) -> Bool? {
        var current = shape
        var from = scope
        var steps = 0
        while let s = current, steps < 64 {
            steps += 1
            switch s {
            case .function: return true
            case .other: return false
            case .named(let name):
                let alias: Typealias
                switch lookupAlias(name, from: from) {
                case .alias(let a): alias = a
                case .notAlias: return false
                case .ambiguous: return nil
                }
                current = alias.shape
                from = scopeOf(alias.name)
            }
        }
        return false
    }
}

/// What the two halves of `prepare` hand back (each field written by one thread, read after
/// both finish).
private final class PreparedTables: @unchecked Sendable {
    var facts = NameTable<ProjectIndex.TypeFacts>([])
    var callSites: [String: (ignoredClosures: Bool, customEquality: Bool)] = [:]
    var callSiteNames = ByteNameSet([])
}

/// What the two halves of the index's merge hand back (each field written by one thread,
/// read after both finish).
private final class MergeTables: @unchecked Sendable {
    /// Every declaration's entry, in file order; `declared` maps a name to its first one.
    var entries: [ProjectIndex.Entry] = []
    var declared = NameTable<Int32>([])
    var declaredNames: [String] = []
    var duplicated: Set<String> = []
    var protocolSimpleNames: [String] = []
    var qualified = NameGroups<String>()
    var aliases: [String: Typealias] = [:]
    var aliasNames: [String: [String]] = [:]
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
