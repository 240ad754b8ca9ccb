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
    let keyTable: NameTable<Int32>
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

    /// Answers are computed on first use (a one-file lint asks about few types), once
    /// per type; workers share them through a lock. A run over many files computes them
    /// all up front instead (`prepare`), and then reads them without a lock.
    let factsCache = Locked<[String: TypeFacts]>([:])
    /// Each type's facts by its position in `entries` (the one `keyTable` gives), and its four
    /// yes-or-no answers (`kinds`) beside them: those are read without touching the facts.
    var preparedFacts: [TypeFacts] = []
    var preparedKinds: [UInt8] = []
    var preparedCallSites: [String: CallSiteKinds] = [:]
    /// The simple names of every call-site kind, flagged with its `CallSiteKinds` bits.
    var preparedCallSiteNames = ByteNameSet([])
    var isPrepared = false
    /// Declarations of cached files with their members decoded (`declaration`).
    let completed = Locked<[DeclarationRef: TypeDecl]>([:])
    /// `bodyReads` read on demand from kept files (`bodyReads(_:)`).
    let lazyBodyReads = Locked<[DeclarationRef: [String]]>([:])
    /// What makes a project type non-diffable (`nonDiffable(_:)`), once per type.
    let diffableAnswers = Locked<[String: NonDiffable?]>([:])
    /// Whether a project type is plain data (`isPlainData(_:)`), once per type.
    let plainDataAnswers = Locked<[String: Bool]>([:])
    /// The names test code constructs, and which of them other code does too; built on first use.
    let testConstructions = Locked<TestConstructions?>(nil)
    let callSiteNames = Locked<[String: CallSiteKinds]>([:])
    /// The names of the computed properties of the project whose getters make a new value at
    /// each read (`TypeDecl.freshIdentifiers`), gathered on first use (`mintsIdentity(named:)`).
    let freshIdentifierNames = Locked<Set<String>?>(nil)

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
        testConstructions.withLock { $0 = nil }
        callSiteNames.withLock { $0 = [:] }
        freshIdentifierNames.withLock { $0 = nil }
    }

    public init(files: [FileSummary], settings: IndexSettings = IndexSettings(), jobs: Int = 1) {
        self.files = files
        self.settings = settings
        // Declarations in file order: each gets an entry, keyed by its qualified name, or by
        // the name and an ordinal when several declarations share it (`IndexTables.swift`).
        let declared = ProjectIndex.gatherDeclarations(files)
        usesEquatableMacro = declared.usesMacro
        let keys = ProjectIndex.entryKeys(declared.names)
        let resolver = ProjectIndex.makeResolver(files, declared)
        let attached = ProjectIndex.attachExtensions(files, declared, keys: keys, resolver: resolver, jobs: jobs)
        entries = attached.entries
        orderedNames = keys + attached.extendedNames
        keyTable = NameTable(keys: orderedNames, values: (0..<Int32(orderedNames.count)).map { $0 })
        self.resolver = resolver
        simpleGroups = NameGroups(keys: declared.simple, values: (0..<Int32(declared.simple.count)).map { $0 })
        positions = attached.positions
    }
}
