/// What one file's lint read of the rest of the project (docs/architecture.md, "Recorded
/// reads"), recorded as the rules ask: the type names looked up or asked about, the views whose
/// constructions the conditions read, the names asked about test code's constructions, the
/// uses other files make (revision 4's cross-file facts), and whether it read where the project
/// uses the macro. The language server re-lints an open document when an edit changed
/// something in its record (`ReadRecord.Change`), and only then.
///
/// A lint fills one record on one thread (`ProjectIndex.recording`); the command line records
/// nothing.
public final class ReadRecord: @unchecked Sendable {
    /// Simple names of types, typealiases and protocols looked up, or whose facts were read.
    var typeNames: Set<String> = []
    /// `NameHash`es of the views whose constructions anywhere decide a finding's condition.
    var constructions: Set<Int> = []
    /// `NameHash`es of names asked whether test code constructs them.
    var testConstructions: Set<Int> = []
    /// The kinds of other files' uses read (`UseFacts`).
    var uses: UseKinds = []
    /// `ProjectIndex.usesEquatableMacro` was read.
    var macroUse = false

    public init() {}

    /// A type's facts were read: its name, and where the project uses the macro (its facts
    /// answer by it).
    func read(type name: String) {
        type(name)
        macroUse = true
    }

    /// Every name in a type as written (`[Tag: Row]?` reads `Tag` and `Row`).
    func types(in text: String) {
        NameWords.each(in: text) { typeNames.insert($0) }
    }

    func type(_ name: String) {
        let base = name.hasByte(UInt8(ascii: "<")) ? String(name.prefix { $0 != "<" }) : name
        typeNames.insert(base.simpleTypeName)
    }

    /// What an edit of one file changed, in the terms of a record.
    public struct Change: Sendable {
        var typeNames: Set<String> = []
        var constructions: Set<Int> = []
        var testConstructions: Set<Int> = []
        var uses: UseKinds = []
        var macroUse = false
        /// Everything: the index was made anew from other settings, or the baseline changed.
        var everything = false

        public init() {}

        static let all: Change = { var c = Change(); c.everything = true; return c }()

        var isEmpty: Bool {
            !everything && !macroUse && uses.isEmpty && typeNames.isEmpty && constructions.isEmpty && testConstructions.isEmpty
        }

        /// True when the change touches something `record` read.
        func touches(_ record: ReadRecord) -> Bool {
            if everything { return true }
            if macroUse && record.macroUse { return true }
            if !uses.isDisjoint(with: record.uses) { return true }
            if !constructions.isDisjoint(with: record.constructions) { return true }
            if !testConstructions.isDisjoint(with: record.testConstructions) { return true }
            return !typeNames.isDisjoint(with: record.typeNames)
        }

        mutating func formUnion(_ other: Change) {
            typeNames.formUnion(other.typeNames)
            constructions.formUnion(other.constructions)
            testConstructions.formUnion(other.testConstructions)
            uses.formUnion(other.uses)
            macroUse = macroUse || other.macroUse
            everything = everything || other.everything
        }
    }
}

/// The kinds of uses a lint reads of other files (`UseFacts`), one bit each.
public struct UseKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Members read (`UseFacts.reads`).
    public static let reads = UseKinds(rawValue: 1)
    /// Members assigned or mutated (`UseFacts.writes`).
    public static let writes = UseKinds(rawValue: 2)
    /// Where types are hashed (`UseFacts.hashSites`).
    public static let hashSites = UseKinds(rawValue: 4)
    /// Values watched by `.onChange(of:)` and `.task(id:)` (`UseFacts.observers`).
    public static let observers = UseKinds(rawValue: 8)
    /// The stored properties Observation tracks, with their types (`UseFacts.storage`).
    public static let storage = UseKinds(rawValue: 16)
}
