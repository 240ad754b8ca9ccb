/// What the index keeps of one parsed file: its declarations, no tokens.
public struct FileSummary: Sendable {
    public var path: String
    public var types: [TypeDecl]
    public var typealiases: [Typealias]
    /// For a summary read from the cache: its types' members, decoded on first use
    /// (`ProjectIndex.declaration`); until then `types` hold no members.
    var deferredMembers: (any DeferredMemberSource)?
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
        set { readConstructedNames = newValue }
    }
    private var readConstructedNames: [Int]?
    /// What the file does with values and types other files' rules ask about (`UseFacts`):
    /// read from the cache, or worked out from the tokens of a file kept parsed when asked (a
    /// lint whose rules read no such fact never asks).
    public var uses: UseFacts {
        get {
            if let known = readUses { return known }
            guard let (lexed, source) = deferredConstructions else { return UseFacts() }
            return UseScanner.scan(lexed, source, types: types)
        }
        set { readUses = newValue }
    }
    private var readUses: UseFacts?
    /// Only the hash sites of `uses`: for a file kept parsed whose uses were not read, found
    /// without reading the rest (`UseScanner.hashSites`).
    public var hashSites: [HashSite] {
        if let known = readUses { return known.hashSites }
        guard let (lexed, source) = deferredConstructions else { return [] }
        return UseScanner.hashSites(lexed, source, types: types)
    }
    /// For a file kept parsed: the tokens `constructedNames` are read from.
    private var deferredConstructions: (lexed: LexedFile, source: SourceText)?

    /// The uses read from the cache or a summary (or worked out for them); nil for a file kept
    /// parsed, whose uses are worked out from `keptTokens` when asked.
    var knownUses: UseFacts? { readUses }
    /// The tokens of a file kept parsed (nil for one read from the cache or a summary).
    var keptTokens: (lexed: LexedFile, source: SourceText)? { deferredConstructions }

    /// A summary with every fact read (what the cache stores).
    public init(path: String, file: ParsedFile) {
        var file = file
        MemberUsesReader.fillBodyReads(&file)
        self.path = path
        types = file.types
        typealiases = file.typealiases
        importsEquatable = file.importsEquatable
        constructedNames = FileSummary.constructedNames(file)
        uses = UseScanner.scan(file)
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
}

/// Where the members of a summary's types come from when they are decoded on first use (the
/// cache's `DeferredMembers`).
protocol DeferredMemberSource: AnyObject, Sendable {
    /// `decl` (the skeleton of type `index` of the file) with its members.
    func complete(_ decl: TypeDecl, at index: Int) -> TypeDecl
}
