/// A declaration's place: its file, and its position in that file's `types`.
public struct DeclarationRef: Sendable, Hashable {
    public var file: FileID
    public var type: Int
}

/// Settings from the configuration that change what the index answers.
public struct IndexSettings: Sendable {
    public var equatableTypes: Set<String> = []
    public var viewProtocols: Set<String> = []
    public var skippedPropertyWrappers: Set<String> = []
    public var referencePropertyWrappers: Set<String> = []
    /// Outside types known to be classes (`reference_types`), by the last component of their name.
    public var referenceTypes: Set<String> = []
    public init() {}
}

/// All files merged: every type (a `TypeID`) with the conformances and members its declaration
/// and extensions (in any file) give it, protocol refinement, typealiases.
// Sendable: the tables are filled in `init` and never changed; the answers computed on
// demand sit behind a lock.
public final class ProjectIndex: @unchecked Sendable {
    /// One type of the project, or an outside type that the project extends.
    public struct Entry: Sendable {
        /// The qualified name (`Outer.Inner`), as messages and symbols show it; declarations
        /// of one name (`#if` alternatives, a `private` type in two files) share it.
        public var name: String
        /// The primary declaration, nil for a type declared outside the project.
        public var declaration: DeclarationRef?
        public var extensions: [DeclarationRef] = []
    }

    public private(set) var files: [FileSummary]
    public let settings: IndexSettings
    /// Every declaration's entry in file order, then the types the project only extends, in
    /// the order of their first extension.
    let entries: [Entry]
    /// Looks names up from where they are written (docs/architecture.md, "Name resolution").
    let resolver: NameResolver
    /// Simple name → the positions of the declarations carrying it (call sites go by it).
    let simpleGroups: NameGroups<TypeID>
    /// Per file and type: the position of a declaration's entry (its `TypeID`), or of the entry
    /// an extension attaches to first; -1 for an extension that attaches to none.
    let positions: [[Int32]]
    public var aliases: [String: Typealias] { resolver.aliases }
    /// True when any file imports `Equatable` or any type carries `@Equatable`
    /// (docs/architecture.md, "Where the project uses the macro").
    public var usesEquatableMacro: Bool {
        recording?.macroUse = true
        return usesMacro
    }
    let usesMacro: Bool

    /// Answers are computed on first use (a one-file lint asks about few types), once
    /// per type; workers share them through a lock. A run over many files computes them
    /// all up front instead (`prepare`), and then reads them without a lock.
    /// By `TypeID`; empty until the first answer.
    let factsCache = Locked<[TypeFacts?]>([])
    /// Each type's facts by its `TypeID`, and its four yes-or-no answers (`kinds`) beside them:
    /// those are read without touching the facts.
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
    /// What makes a project type non-diffable (`nonDiffable(_:)`), once per type, by `TypeID`
    /// (`Answer`); empty until the first answer.
    let diffableAnswers = Locked<[Answer]>([])
    /// Whether a project type is plain data (`isPlainData(_:)`), once per type, by `TypeID`
    /// (`Answer`); empty until the first answer.
    let plainDataAnswers = Locked<[Answer]>([])
    /// The names test code constructs, and which of them other code does too; built on first use.
    let testConstructions = Locked<TestConstructions?>(nil)
    let callSiteNames = Locked<[String: CallSiteKinds]>([:])
    /// What the lint under way reads of the project, when a front records it (the language
    /// server lints one document at a time, on one thread); nil for the command line.
    nonisolated(unsafe) public internal(set) var recording: ReadRecord?
    /// The files' texts, for facts read from other files' code (given by the workspace before
    /// the rules run; nil for an index made for a test).
    nonisolated(unsafe) public internal(set) var texts: FileTexts?
    /// Whether a view's stored property is fixed at every construction (`FixedInputs`), once asked.
    let fixedInputs = Locked<[PropertyKey: Bool]>([:])
    /// Answers later stages keep with the index (each under its own key, a table of its own
    /// making: `RuleContext.capturingConstructions(of:)`'s), dropped when a file changes.
    let kept = Locked<[ObjectIdentifier: AnyObject]>([:])
    /// Each file's uses (`uses(of:)`), once asked.
    let useFacts = Locked<[UseFacts?]>([])
    /// For each name some file may construct a type by (`NameHash`): those files, in order;
    /// made from every file's `constructedNames` on the first `files(constructing:)` (a file kept
    /// parsed works them out from its tokens at each ask), and kept up to date by
    /// `replaceSummary`.
    let constructorsTable = Locked<[Int: [Int32]]?>(nil)
    /// What the whole project does with types and members, worked out from every file's uses
    /// on first ask (`ProjectUses`).
    let projectUses = Locked<ProjectUses?>(nil)
    /// The names of the computed properties of the project whose getters make a new value at
    /// each read (`TypeDecl.freshIdentifiers`), gathered on first use (`mintsIdentity(named:)`).
    let freshIdentifierNames = Locked<Set<String>?>(nil)

    /// A new version of file `i` whose shape (`SummaryCoding.shape`) is the one indexed and
    /// which declares no typealias (the name tables keep those whole): the tables stay as they
    /// are, the file's positions are the new ones, and every answer is worked out again (they
    /// hold members with their positions). The language server's edit inside a body; never
    /// while questions are being answered.
    /// `bodyEdit`: the file's uses before and after, when only bodies changed (the tables of the
    /// project's uses are then carried over where they can be: `ProjectUses.carry`).
    func replaceSummary(at i: Int, with summary: FileSummary, bodyEdit uses: (old: UseFacts, new: UseFacts)? = nil) {
        precondition(!isPrepared, "a prepared index is never changed")
        if constructorsTable.withLock({ $0 != nil }) {
            let before = files[i].constructedNames, after = summary.constructedNames
            if before != after {
                constructorsTable.withLock { table in
                    let me = Int32(i)
                    for h in before { table![h]?.removeAll { $0 == me } }
                    for h in after {
                        var list = table![h] ?? []
                        list.insert(me, at: list.partitioningIndex { $0 >= me })
                        table![h] = list
                    }
                }
            }
        }
        files[i] = summary
        factsCache.withLock { $0 = [] }
        completed.withLock { $0 = [:] }
        lazyBodyReads.withLock { $0 = [:] }
        diffableAnswers.withLock { $0 = [] }
        plainDataAnswers.withLock { $0 = [] }
        testConstructions.withLock { $0 = nil }
        callSiteNames.withLock { $0 = [:] }
        useFacts.withLock { if i < $0.count { $0[i] = nil } }
        projectUses.withLock { table in
            if let uses, let kept = table { kept.carry(acrossBodyEditOf: FileID(i), old: uses.old, new: uses.new) } else { table = nil }
        }
        fixedInputs.withLock { $0 = [:] }
        kept.withLock { $0 = [:] }
        freshIdentifierNames.withLock { $0 = nil }
    }

    public init(files: [FileSummary], settings: IndexSettings = IndexSettings(), jobs: Int = 1) {
        self.files = files
        self.settings = settings
        // Declarations in file order: each gets an entry, its `TypeID` (`IndexTables.swift`).
        let declared = ProjectIndex.gatherDeclarations(files)
        usesMacro = declared.usesMacro
        let resolver = ProjectIndex.makeResolver(files, declared)
        let attached = ProjectIndex.attachExtensions(files, declared, resolver: resolver, jobs: jobs)
        entries = attached.entries
        self.resolver = resolver
        simpleGroups = NameGroups(keys: declared.simple, values: declared.simple.indices.map(TypeID.init))
        positions = attached.positions
    }
}

extension ProjectIndex {
    /// A yes-or-no (or which-of-a-few) answer about a type kept in one byte per `TypeID`:
    /// 0 not worked out yet, then the answer's own values.
    typealias Answer = UInt8

    /// `answers[id]`, or 0 when none is known; the table is made at the first answer.
    @inline(__always)
    static func known(_ answers: [Answer], _ id: TypeID) -> Answer { id.index < answers.count ? answers[id.index] : 0 }

    /// Records `answer` for `id` in a table of `count` types, made at the first answer.
    @inline(__always)
    static func record(_ answer: Answer, _ id: TypeID, in answers: inout [Answer], count: Int) {
        if answers.isEmpty { answers = [Answer](repeating: 0, count: count) }
        answers[id.index] = answer
    }
}

extension ProjectIndex {
    /// The table of type `T` kept with the index, made on first use.
    func keptTable<T: AnyObject>(_ make: () -> T) -> T {
        kept.withLock { tables in
            if let known = tables[ObjectIdentifier(T.self)] as? T { return known }
            let made = make()
            tables[ObjectIdentifier(T.self)] = made
            return made
        }
    }
}
