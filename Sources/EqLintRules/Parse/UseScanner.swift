/// Reads a file's `UseFacts` in one pass over its tokens (docs/architecture.md, "Uses
/// across the project"): a stack of the open brackets says which call an argument belongs to, the file's
/// declarations say which type's body (and which `init`, `==` or `hash(into:)`) holds a token,
/// and the `let`/`var` declarations seen so far say what type a name was declared with.
/// Linear in the tokens: every look outwards is bounded.
struct UseScanner {
    let s: TokenStream
    let types: [TypeDecl]
    /// The names whose reads a targeted pass records (`scanObserversAndReads`); nil for a full pass.
    let readable: ByteNameSet?
    var facts = UseFacts()
    /// The `NameHash`es of the members read, in order met (sorted and made distinct at the end).
    private var readHashes: [Int] = []
    /// What the file declares names with, by the name's `NameHash`, last declaration first:
    /// `let x: T`, `let x = T()`, `for x in xs`, a `ForEach` element (the file's own, whatever
    /// their scope: an approximation that a name's type seldom varies within one file). The type's
    /// text is made only when a use asks for it.
    private var declared = NameHashMap<Declared>()
    /// The `NameHash`es of the local and parameter names declared so far in the file's extensions
    /// of other files' types: a bare name there that is none of these may be one of that type's
    /// properties.
    private var localNames = NameHashMap<Bool>()
    /// The current token is in such an extension.
    private var inForeignExtension = false
    /// Open brackets: token index, innermost last.
    private var open: [Int] = []
    /// A full pass for the hash sites alone (`hashSites`): no member read or written is noted.
    private var hashSitesOnly = false

    /// How a name was declared: its type's tokens (`let x: T`, `let x = T()`), or a whole path
    /// (an element of a collection).
    enum Declared {
        case written(Range<Int>)
        case path(ValuePath)
    }

    /// Calls and words that mark a mutation when they follow a member (`x.p.append(…)`).
    static let mutatingMethods = ByteNameSet([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "popFirst", "toggle", "sort", "reverse", "shuffle", "replaceSubrange", "merge", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "update", "updateValue", "move", "swapAt",
        "appendContents", "insertContents",
    ])
    /// Generic types whose arguments are hashed (docs/architecture.md, "Hashed"): flag 1 when only
    /// the first is, 2 when all are.
    static let hashingGenerics = ByteNameSet(flagged: [
        ("Set", 1), ("OrderedSet", 1), ("Dictionary", 1), ("OrderedDictionary", 1),
        ("NSDiffableDataSourceSnapshot", 2), ("NSDiffableDataSourceSectionSnapshot", 2),
        ("UICollectionViewDiffableDataSource", 2), ("UITableViewDiffableDataSource", 2),
        ("NSCollectionViewDiffableDataSource", 2), ("NSTableViewDiffableDataSource", 2),
    ])

    init(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl], readable: ByteNameSet? = nil) {
        self.types = types
        self.readable = readable
        s = TokenStream(lexed, source)
    }

    /// The facts of a parsed file.
    static func scan(_ file: ParsedFile) -> UseFacts { scan(file.lexed, file.source, types: file.types) }

    /// The facts of a file's tokens, with its declarations (members included).
    static func scan(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl]) -> UseFacts {
        var scanner = UseScanner(lexed, source, types: types)
        scanner.run()
        return scanner.facts
    }

    /// Part of the facts of a file's tokens, for a lint that asks about a few members of the files
    /// it keeps parsed: the observers, the storage, and the reads of `names` only (what a full pass
    /// finds of them, and nothing else: no writes, no hash sites, the observers' values without the
    /// types the file declares them with). A few instructions a token.
    static func scanObserversAndReads(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl],
                                      of names: ByteNameSet) -> UseFacts {
        var scanner = UseScanner(lexed, source, types: types, readable: names)
        scanner.run()
        return scanner.facts
    }

    /// Only the writes of `names` in a file's tokens: what `scan(…).writes` holds of them, in
    /// order (`UseScannerTests` compares the two), for a question about a few members of the
    /// files kept parsed (`ProjectIndex.writes(ofMember:)`). A tight loop keeps the names that may
    /// be asked (`$name` too); only the files holding one have their regions made.
    static func writes(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl], of names: ByteNameSet) -> [UseSite] {
        var scanner = UseScanner(lexed, source, types: types)
        scanner.runWrites(names)
        return scanner.facts.writes
    }

    /// Only the hash sites of a file's tokens: the same as `scan(…).hashSites`
    /// (`UseScannerTests` compares the two), for the hashed table of a file whose facts were
    /// not read yet. A first pass looks only at the tokens a site starts with and records the
    /// types written where they are hashed (`Set<T>`, `[T: V]`, `navigationDestination(for:)`,
    /// `@FocusState`); only a file with a site whose value's declared type counts (`.tag`,
    /// `NavigationLink(value:)`, `.append`, `hashValue`, `id: \.self`) is scanned whole.
    static func hashSites(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl]) -> [HashSite] {
        var scanner = UseScanner(lexed, source, types: types)
        if scanner.typeSitesUnlessValues() { return scanner.facts.hashSites }
        var whole = UseScanner(lexed, source, types: types)
        whole.hashSitesOnly = true
        whole.run()
        return whole.facts.hashSites
    }

    /// The first pass of `hashSites`: true, with the sites in `facts`, when no site needs a
    /// value's declared type; false at the first token that may start one.
    private mutating func typeSitesUnlessValues() -> Bool {
        let regions = Regions(types, s, readable: ByteNameSet(flagged: []))
        var cursor = Regions.Cursor()
        let n = s.count
        var i = 0
        while i < n {
            switch s.tokens[i].kind {
            case .leftBracket:
                // `[T: V]`: the cursor moves only where a site may be recorded.
                if s.kind(i + 1) == .identifier { regions.advance(&cursor, to: i); dictionaryKey(i, cursor.enclosing) }
            case .period:
                let m = i + 1
                guard s.kind(m) == .identifier, s.kind(m + 1) == .leftParen else { break }
                if s.isWord(m, "tag") || (s.isWord(m, "hash") && s.isWord(m + 2, "into")) { return false }
                if s.isWord(m, "append") {
                    let receiver = s.isName(i - 1) ? s.name(i - 1) : ""
                    if receiver.hasSuffix("path") || receiver.hasSuffix("Path") { return false }
                }
            case .identifier:
                switch s.tokens[i].length {
                case 2:
                    if s.isWord(i, "id") && s.kind(i + 1) == .colon && s.kind(i + 2) == .backslash { return false }
                case 9:
                    if s.isWord(i, "hashValue") { return false }
                case 10:
                    if s.isWord(i, "FocusState") && s.kind(i - 1) == .at { regions.advance(&cursor, to: i); focusState(i, cursor.enclosing) }
                case 14:
                    if s.isWord(i, "NavigationLink") || s.isWord(i, "NavigationPath") { return false }
                case 21:
                    if s.isWord(i, "navigationDestination") { regions.advance(&cursor, to: i); navigation(i, cursor.enclosing) }
                default:
                    break
                }
                if s.kind(i + 1) == .operator && s.isOperator(i + 1, "<") && !s.tokens[i + 1].hasSpaceBefore {
                    regions.advance(&cursor, to: i)
                    generic(i, cursor.enclosing)
                }
            default:
                break
            }
            i += 1
        }
        return true
    }

    // MARK: The pass

    private mutating func run() {
        storageSites()
        if let readable, readable.isEmpty {
            runObservers()
            return
        }
        if let readable {
            runTargeted(readable)
        } else {
            runFull(Regions(types, s))
        }
        readHashes.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(readHashes.count)
        for h in readHashes where distinct.last != h { distinct.append(h) }
        facts.reads = distinct
    }

    /// Observers and storage alone (a targeted pass asking no name): `memchr` finds every
    /// `onChange` and `task(` in the bytes (a fraction of an instruction a byte), and only the
    /// tokens starting there are looked at, in order: what `runTargeted` finds with no name, with
    /// no loop over the tokens.
    private mutating func runObservers() {
        var hits: [Int] = []
        Self.offsets(of: "onChange", pivot: 2, in: s.bytes, into: &hits)
        Self.offsets(of: "task(", pivot: 3, in: s.bytes, into: &hits)
        guard !hits.isEmpty else { return }
        hits.sort()
        let none = ByteNameSet([String]())
        let regions = Regions(types, s, readable: none)
        var cursor = Regions.Cursor()
        for offset in hits {
            let k = s.tokens.partitioningIndex { Int($0.start) >= offset }
            guard k > 0, k < s.count, Int(s.tokens[k].start) == offset, s.kind(k) == .identifier, s.kind(k - 1) == .period else { continue }
            let i = k - 1
            if i >= cursor.nextChange { regions.advance(&cursor, to: i) }
            targetedMember(i, cursor.enclosing, none)
        }
    }

    /// The targeted pass (`scanObserversAndReads`), in two steps: a tight loop over the tokens
    /// keeps the few that may matter (`targets`), and only those are looked at, in order.
    private mutating func runTargeted(_ names: ByteNameSet) {
        let foreign = Regions.foreignExtensionBodies(types)
        let kept = s.tokens.withUnsafeBufferPointer { tokens in
            s.bytes.withUnsafeBufferPointer { bytes in Self.targets(tokens, bytes, names, everyWordIn: foreign) }
        }
        // Most files hold none of the names asked: no regions are made for them.
        guard !kept.isEmpty else { return }
        let regions = Regions(types, s, readable: names)
        var cursor = Regions.Cursor()
        for k in kept {
            let i = Int(k)
            if i >= cursor.nextChange { regions.advance(&cursor, to: i) }
            let at = cursor.enclosing
            inForeignExtension = regions.isForeignExtension(at)
            let kind = s.tokens[i].kind
            switch kind {
            case .period:
                targetedMember(i, at, names)
            case .identifier, .backtickIdentifier:
                if inForeignExtension && s.kind(i + 1) == .colon { parameter(i) }
                guard at.owner >= 0, !at.inEquality, s.kind(i - 1) != .period, s.kind(i + 1) != .colon,
                      names.flags(s.bytes, s.nameBytes(i)) != 0, !s.isPlainAssignment(after: i) else { break }
                readBare(i, at, regions)
            case .keyword:
                guard inForeignExtension else { break }
                if s.isWord(i, "let") || s.isWord(i, "var") { declaration(i) } else if s.isWord(i, "for") { forLoop(i) }
            case .leftParen, .leftBracket, .leftBrace:
                guard inForeignExtension else { break }
                if kind == .leftBrace { closureParameters(i) }
                open.append(i)
            case .rightParen, .rightBracket, .rightBrace:
                guard let p = s.partnerOf(i), let k = open.lastIndex(of: p) else { break }
                open.removeSubrange(k...)
            default:
                break
            }
        }
    }

    /// The pass of `writes(_:_:types:of:)`: the full pass's write sites (`member`, `projected`,
    /// `word`) at the names asked only.
    private mutating func runWrites(_ names: ByteNameSet) {
        var kept: [Int32] = []
        s.tokens.withUnsafeBufferPointer { tokens in
            s.bytes.withUnsafeBufferPointer { bytes in
                for i in tokens.indices {
                    let t = tokens[i]
                    let skip: Int
                    switch t.kind {
                    case .identifier: skip = 0
                    case .backtickIdentifier: skip = 1
                    case .dollarIdentifier: skip = 1
                    default: continue
                    }
                    let length = Int(t.length) - (t.kind == .backtickIdentifier ? 2 : skip)
                    if length > 0 && names.mayContain(first: bytes[Int(t.start) + skip], length: length) {
                        kept.append(Int32(truncatingIfNeeded: i))
                    }
                }
            }
        }
        guard !kept.isEmpty else { return }
        let regions = Regions(types, s, readable: names)
        var cursor = Regions.Cursor()
        for k in kept {
            let i = Int(k)
            let t = s.tokens[i]
            let bytes = t.kind == .dollarIdentifier ? Int(t.start) + 1..<Int(t.end) : s.nameBytes(i)
            guard names.flags(s.bytes, bytes) != 0 else { continue }
            if i >= cursor.nextChange { regions.advance(&cursor, to: i) }
            let at = cursor.enclosing
            if t.kind == .dollarIdentifier {
                projected(i, at)
            } else if s.kind(i - 1) == .period {
                let period = i - 1
                guard s.readsMember(period: period) else { continue }
                if s.isWrite(after: i) || s.chainStartsProjectedOrInout(before: period) {
                    facts.writes.append(UseSite(name: s.nameHash(i), offset: t.start, owner: at.owner, inInitializer: at.inInitializer))
                }
            } else if at.owner >= 0 && s.isWrite(after: i) && !s.isDeclarationOrLabel(i) {
                facts.writes.append(UseSite(name: s.nameHash(i), offset: t.start, owner: at.owner, inInitializer: at.inInitializer))
            }
        }
    }

    /// True when `bytes` hold `word` anywhere.
    static func spells(_ bytes: [UInt8], _ word: StaticString, pivot: Int) -> Bool {
        var found: [Int] = []
        offsets(of: word, pivot: pivot, in: bytes, into: &found, first: true)
        return !found.isEmpty
    }

    /// The offsets where `bytes` hold `word` (only the first when `first`): the C library's
    /// `memchr` finds each byte `word[pivot]` (pick a rare one), then the rest is compared.
    static func offsets(of word: StaticString, pivot: Int, in bytes: [UInt8], into out: inout [Int], first: Bool = false) {
        bytes.withUnsafeBufferPointer { b in
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard let base = b.baseAddress, b.count >= w.count else { return }
            var i = pivot
            let last = b.count - (w.count - pivot)
            while i <= last, let hit = memchr(base + i, Int32(w[pivot]), last - i + 1) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let start = at - pivot
                if start >= 0 && memcmp(base + start, w.baseAddress!, w.count) == 0 {
                    out.append(start)
                    if first { return }
                }
                i = at + 1
            }
        }
    }

    /// The tokens a targeted pass looks at: a period before a name some asked name may be (its
    /// first byte and length), or before `onChange(` or `task(`; such a name; and, in the bodies of
    /// the file's extensions of other files' types (`everyWordIn`, sorted), every name, keyword and
    /// bracket, for the locals declared there. A few instructions a token.
    static func targets(_ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>, _ names: ByteNameSet,
                        everyWordIn foreign: [Range<Int>]) -> [Int32] {
        var kept: [Int32] = []
        let n = tokens.count
        func mayBeAsked(_ t: Token) -> Bool {
            let quoted = t.kind == .backtickIdentifier ? 1 : 0
            let length = Int(t.length) - 2 * quoted
            return length > 0 && names.mayContain(first: bytes[Int(t.start) + quoted], length: length)
        }
        var nextForeign = 0
        var everyWordUntil = -1
        var i = 0
        while i < n {
            if nextForeign < foreign.count && foreign[nextForeign].lowerBound <= i {
                everyWordUntil = max(everyWordUntil, foreign[nextForeign].upperBound)
                nextForeign += 1
            }
            let everyWord = i < everyWordUntil
            let t = tokens[i]
            switch t.kind {
            case .period:
                guard i + 1 < n else { break }
                let next = tokens[i + 1]
                guard next.kind == .identifier || next.kind == .backtickIdentifier else { break }
                let call = (next.length == 8 || next.length == 4) && i + 2 < n && tokens[i + 2].kind == .leftParen
                if call || mayBeAsked(next) { kept.append(Int32(truncatingIfNeeded: i)) }
            case .identifier, .backtickIdentifier:
                if everyWord || mayBeAsked(t) { kept.append(Int32(truncatingIfNeeded: i)) }
            case .keyword, .leftParen, .leftBracket, .leftBrace, .rightParen, .rightBracket, .rightBrace:
                if everyWord { kept.append(Int32(truncatingIfNeeded: i)) }
            default:
                break
            }
            i += 1
        }
        return kept
    }

    /// The period at `i` of a targeted pass: an observer, or a read of an asked name.
    private mutating func targetedMember(_ i: Int, _ at: Regions.Enclosing, _ names: ByteNameSet) {
        let m = i + 1
        guard let kind = s.kind(m), kind == .identifier || kind == .backtickIdentifier else { return }
        if s.kind(m + 1) == .leftParen {
            let paren = m + 1
            if s.isWord(m, "onChange") && s.isWord(paren + 1, "of") && s.kind(paren + 2) == .colon {
                observer(.onChange, m, valueAt: paren + 3, at)
            } else if s.isWord(m, "task") && s.isWord(paren + 1, "id") && s.kind(paren + 2) == .colon {
                observer(.task, m, valueAt: paren + 3, at)
            }
        }
        let r = s.nameBytes(m)
        guard !at.inEquality, !r.isEmpty, names.mayContain(first: s.bytes[r.lowerBound], length: r.count),
              s.readsMember(period: i), names.flags(s.bytes, r) != 0, !s.isPlainAssignment(after: m) else { return }
        readHashes.append(s.nameHash(m))
    }

    /// The full pass.
    private mutating func runFull(_ regions: Regions) {
        var cursor = Regions.Cursor()
        var i = 0
        let n = s.count
        while i < n {
            let kind = s.tokens[i].kind
            if i >= cursor.nextChange { regions.advance(&cursor, to: i) }
            let at = cursor.enclosing
            inForeignExtension = regions.isForeignExtension(at)
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                if kind == .leftBracket { dictionaryKey(i, at) }
                if kind == .leftBrace { elementParameter(i) }
                open.append(i)
            case .rightParen, .rightBracket, .rightBrace:
                // Pop to this bracket's partner (an unbalanced one pops nothing it does not close).
                if let p = s.partnerOf(i), let k = open.lastIndex(of: p) { open.removeSubrange(k...) }
            case .period:
                member(i, at)
            case .dollarIdentifier:
                projected(i, at)
            case .identifier, .keyword, .backtickIdentifier:
                word(i, at, regions)
            default:
                break
            }
            i += 1
        }
    }

    // MARK: Members read and written

    /// `.p` at `i + 1`: read, or written when an assignment, a mutating call, `$`, or `&` says so.
    private mutating func member(_ i: Int, _ at: Regions.Enclosing) {
        let m = i + 1
        guard s.kind(m) == .identifier || s.kind(m) == .backtickIdentifier else { return }
        // `.tag(…)`, `.onChange(of:)`, `.task(id:)`, `.hashValue`, `.append(…)` and friends.
        if s.kind(m + 1) == .leftParen { modifier(m, at) }
        if s.isWord(m, "hashValue") || (s.isWord(m, "hash") && s.kind(m + 1) == .leftParen && s.isWord(m + 2, "into")) {
            if s.isWord(i - 1, "self") && s.kind(i - 2) != .period && s.kind(i - 2) != .backslash {
                // `self.hashValue`: the value of the type whose body holds it.
                if at.owner >= 0 { addHash(.value(ValuePath(names: ["self"])), at: m, at) }
            } else if let path = pathEnding(before: i) {
                addHash(.value(path), at: m, at)
            }
        }
        guard !hashSitesOnly, s.readsMember(period: i) else { return }
        let hash = s.nameHash(m)
        if s.isWrite(after: m) || s.chainStartsProjectedOrInout(before: i) {
            facts.writes.append(UseSite(name: hash, offset: s.tokens[m].start, owner: at.owner, inInitializer: at.inInitializer))
        }
        if !at.inEquality && !s.isPlainAssignment(after: m) { readHashes.append(hash) }
    }

    /// `$x` (a binding to `x`), and `$x.p` (to its member, read by `member`).
    private mutating func projected(_ i: Int, _ at: Regions.Enclosing) {
        let t = s.tokens[i]
        guard t.length > 1, !hashSitesOnly else { return }
        let start = Int(t.start) + 1, end = Int(t.end)
        let hash = s.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        facts.writes.append(UseSite(name: hash, offset: t.start, owner: at.owner, inInitializer: at.inInitializer))
    }

    /// A bare name: a declaration it introduces, a bare assignment inside a type's body, a read
    /// of the owner's own property, or the start of a hashing construct.
    private mutating func word(_ i: Int, _ at: Regions.Enclosing, _ regions: Regions) {
        if s.kind(i) == .keyword {
            if s.isWord(i, "let") || s.isWord(i, "var") { declaration(i) }
            else if s.isWord(i, "for") { forLoop(i) }
            return
        }
        if s.kind(i + 1) == .operator && s.isOperator(i + 1, "<") && !s.tokens[i + 1].hasSpaceBefore { generic(i, at) }
        if s.isWord(i, "navigationDestination") || s.isWord(i, "NavigationLink") { navigation(i, at) }
        // `id: \.self`, and `id: \.hashValue`, which hashes each element too.
        if s.isWord(i, "id") && s.kind(i + 1) == .colon && s.kind(i + 2) == .backslash
            && s.kind(i + 3) == .period && (s.isWord(i + 4, "self") || s.isWord(i + 4, "hashValue")) { iteratedBySelf(i, at) }
        if s.isWord(i, "FocusState") && s.kind(i - 1) == .at { focusState(i, at) }
        // A bare `hashValue` inside a type (`var id: Int { hashValue }`) hashes the type's own value.
        if s.isWord(i, "hashValue") && at.owner >= 0 && s.kind(i - 1) != .period && s.kind(i + 1) != .colon
            && !s.isWord(i - 1, "var") && !s.isWord(i - 1, "let") {
            addHash(.value(ValuePath(names: ["self"])), at: i, at)
        }
        if s.kind(i + 1) == .colon { parameter(i) }
        guard !hashSitesOnly, at.owner >= 0, s.kind(i - 1) != .period else { return }
        if s.isWrite(after: i) && !s.isDeclarationOrLabel(i) {
            facts.writes.append(UseSite(name: s.nameHash(i), offset: s.tokens[i].start, owner: at.owner, inInitializer: at.inInitializer))
        }
        guard !at.inEquality && s.kind(i + 1) != .colon && !s.isPlainAssignment(after: i) else { return }
        readBare(i, at, regions)
    }

    /// The bare name at `i`, in a type's body: read when it is one of the type's properties, or,
    /// in an extension of another file's type, when it is no local of the file.
    private mutating func readBare(_ i: Int, _ at: Regions.Enclosing, _ regions: Regions) {
        let hash = s.nameHash(i)
        if regions.ownsProperty(hash, at) || (regions.isForeignExtension(at) && s.isBareRead(i) && localNames[hash] == nil) {
            readHashes.append(hash)
        }
    }

    // MARK: Declared types

    /// `let x: T`, `var x = T(…)`, `let x = T.init(…)`: what `x` is declared as.
    private mutating func declaration(_ i: Int) {
        let n = i + 1
        guard s.kind(n) == .identifier || s.kind(n) == .backtickIdentifier else { return }
        let hash = s.nameHash(n)
        noteLocal(hash)
        // A targeted pass asks no declared type.
        guard readable == nil else { return }
        if s.kind(n + 1) == .colon {
            let end = s.skipType(n + 2)
            guard end > n + 2 else { return }
            declared[hash] = .written((n + 2)..<end)
        } else if s.isOperator(n + 1, "="), let type = s.constructedTypeTokens(at: n + 2) {
            declared[hash] = .written(type)
        }
    }

    /// A local or parameter name, kept where bare names are read by elimination.
    private mutating func noteLocal(_ hash: Int) {
        if inForeignExtension { localNames[hash] = true }
    }

    /// The path `names` with what the file declares its first name with (`nameToken` spells it).
    private func declaredPath(_ names: [String], nameToken: Int) -> ValuePath {
        var value = ValuePath(names: names)
        switch declared[s.nameHash(nameToken)] {
        case .written(let type)?: value.declaredType = s.normalizedText(type)
        case .path(let known)?: value.declaredType = known.declaredType; value.elementOf = known.elementOf
        case nil: break
        }
        return value
    }

    /// `T(…)`, `T.init(…)`, `A.T(…)`, `T { … }`: the type a value expression constructs.
    private func constructedType(at start: Int) -> String? { s.constructedTypeTokens(at: start).map { s.normalizedText($0) } }

    /// A function's parameter `x: T` (`_ x: inout T`): what `x` is declared as.
    private mutating func parameter(_ i: Int) {
        guard let paren = open.last, s.kind(paren) == .leftParen,
              s.isWord(paren - 2, "func") || s.isWord(paren - 1, "init") || s.isOperator(paren - 1, ">")
                || (s.isOperator(paren - 1, "?") && s.isWord(paren - 2, "init")),
              s.kind(i - 1) == .leftParen || s.kind(i - 1) == .comma || s.isName(i - 1) else { return }
        var start = i + 2
        while s.isTypeSpecifier(start) || s.kind(start) == .at { start = s.kind(start) == .at ? s.skipAttribute(start) : start + 1 }
        let end = s.skipType(start)
        guard end > start else { return }
        let hash = s.nameHash(i)
        noteLocal(hash)
        if readable == nil { declared[hash] = .written(start..<end) }
    }

    /// `for x in xs`: `x` is an element of `xs`.
    private mutating func forLoop(_ i: Int) {
        var n = i + 1
        if s.isWord(n, "case") || s.isWord(n, "try") || s.isWord(n, "await") { n += 1 }
        guard s.kind(n) == .identifier, s.isWord(n + 1, "in") else { return }
        let hash = s.nameHash(n)
        noteLocal(hash)
        guard readable == nil, let path = self.path(at: n + 2) else { return }
        declared[hash] = .path(ValuePath(names: [s.name(n)], declaredType: path.declaredType, elementOf: path.names))
    }

    /// `ForEach(items) { item in`, `List(items, id: \.self) { item in`: `item` is an element of
    /// `items` (the brace at `i`).
    private mutating func elementParameter(_ i: Int) {
        closureParameters(i)
        guard s.kind(i + 1) == .identifier, s.isWord(i + 2, "in") || (s.kind(i + 2) == .comma && s.isWord(i + 4, "in")),
              let call = s.callBefore(brace: i), Self.iterating.flags(s.bytes, s.nameBytes(call.callee)) != 0,
              let data = firstArgumentPath(call.open) else { return }
        declared[s.nameHash(i + 1)] = .path(ValuePath(names: [s.name(i + 1)], declaredType: data.declaredType, elementOf: data.names))
    }

    static let iterating = ByteNameSet(["ForEach", "List", "Table", "OutlineGroup", "Picker"])

    /// `{ a, b in`, `{ (a, b) in`, `{ [weak self] a in`: the closure's parameters are locals (a few
    /// tokens looked at, at most).
    private mutating func closureParameters(_ brace: Int) {
        guard inForeignExtension else { return }
        var j = brace + 1
        if s.kind(j) == .leftBracket, let close = s.partnerOf(j) { j = close + 1 }
        if s.kind(j) == .leftParen { j += 1 }
        var names = 0
        while s.kind(j) == .identifier && names < 8 {
            let name = j
            j += 1
            if s.kind(j) == .colon { j = s.skipType(j + 1) }
            if s.kind(j) == .rightParen { j += 1 }
            if s.isWord(j, "in") || s.kind(j) == .comma || s.isWord(j, "throws") || s.isWord(j, "async")
                || s.isOperator(j, "->") {
                noteLocal(s.nameHash(name))
            } else {
                return
            }
            if s.kind(j) != .comma { return }
            j += 1
            names += 1
        }
    }

    private func firstArgumentPath(_ open: Int?) -> ValuePath? {
        guard let open, let close = s.partnerOf(open) else { return nil }
        var j = open + 1
        if s.isName(j) && s.kind(j + 1) == .colon { j += 2 }
        guard let p = pathAndEnd(at: j), p.end <= close, s.kind(p.end) == .comma || p.end == close else { return nil }
        return p.value
    }

    /// A value written as a path of names (`x`, `self.x`, `store.items`, `Tab.allCases`) starting
    /// at `start`, with the type its first name was declared with in this file.
    private func pathAndEnd(at start: Int, before limit: Int = .max) -> (value: ValuePath, end: Int)? {
        var j = start
        if s.isWord(j, "self") && s.kind(j + 1) == .period { j += 2 }
        guard s.kind(j) == .identifier || s.kind(j) == .backtickIdentifier else { return nil }
        let first = j
        var names = [s.name(j)]
        j += 1
        while j < limit && s.kind(j) == .period && (s.kind(j + 1) == .identifier || s.kind(j + 1) == .backtickIdentifier)
                && names.count < 8 {
            names.append(s.name(j + 1))
            j += 2
        }
        // A call or subscript after the path makes another value.
        if j < limit, s.kind(j) == .leftParen || s.kind(j) == .leftBracket || s.kind(j) == .leftBrace && !s.tokens[j].hasSpaceBefore { return nil }
        return (declaredPath(names, nameToken: first), j)
    }

    private func path(at start: Int) -> ValuePath? { pathAndEnd(at: start)?.value }

    /// The path of names that ends just before the period at `i` (`store.item` in
    /// `store.item.hashValue`).
    private func pathEnding(before i: Int) -> ValuePath? {
        var j = i - 1
        var steps = 0
        while s.kind(j - 1) == .period && (s.kind(j - 2) == .identifier || s.kind(j - 2) == .keyword) && steps < 8 {
            j -= 2
            steps += 1
        }
        guard let p = pathAndEnd(at: j, before: i), p.end == i else { return nil }
        return p.value
    }

    // MARK: Hash sites

    private mutating func addHash(_ kind: HashSite.Kind, at token: Int, _ at: Regions.Enclosing) {
        facts.hashSites.append(HashSite(kind: kind, offset: s.tokens[token].start, owner: at.owner))
    }

    /// `Set<T>`, `Dictionary<K, V>`, a diffable data source or snapshot.
    private mutating func generic(_ i: Int, _ at: Regions.Enclosing) {
        let which = Self.hashingGenerics.flags(s.bytes, s.nameBytes(i))
        guard which != 0, s.kind(i - 1) != .period else { return }
        let close = s.skipAngles(i + 1)
        guard close > i + 2 else { return }
        var argStart = i + 2
        var j = argStart
        while j < close - 1 {
            if s.kind(j) == .comma {
                addHash(.type(s.normalizedText(argStart..<j)), at: i, at)
                if which == 1 { return }
                argStart = j + 1
            }
            j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : (s.isOperator(j, "<") ? s.skipAngles(j) : j + 1)
        }
        if argStart < close - 1 { addHash(.type(s.normalizedText(argStart..<(close - 1))), at: i, at) }
    }

    /// `[K: V]` written as a type (its key a type name: `[Tab: Int]`, `[Tab: Int]()`).
    private mutating func dictionaryKey(_ i: Int, _ at: Regions.Enclosing) {
        guard s.kind(i + 1) == .identifier, let first = s.bytes[safe: Int(s.tokens[i + 1].start)],
              first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        let end = s.skipType(i + 1)
        guard end > i + 1, s.kind(end) == .colon, let close = s.partnerOf(i), end < close else { return }
        addHash(.type(s.normalizedText((i + 1)..<end)), at: i, at)
    }

    /// `navigationDestination(for: T.self)`, `NavigationLink(value: v)`.
    private mutating func navigation(_ i: Int, _ at: Regions.Enclosing) {
        guard s.kind(i + 1) == .leftParen, let close = s.partnerOf(i + 1) else { return }
        if s.isWord(i, "navigationDestination") {
            guard s.isWord(i + 2, "for"), s.kind(i + 3) == .colon else { return }
            // `T.self`: the type is what comes before `.self` (a type's own `.Member` parts included).
            var end = i + 4
            while end < close && !(s.kind(end) == .period && s.isWord(end + 1, "self")) { end += 1 }
            if end > i + 4 && end < close { addHash(.type(s.normalizedText((i + 4)..<end)), at: i, at) }
            return
        }
        for argument in s.arguments(inParentheses: i + 1) where s.hasLabel(argument, "value") && argument.tokens.upperBound <= close {
            taggedValue(argument.tokens.lowerBound, at: i, at, selection: nil)
        }
    }

    /// The value given to `.tag(…)` or `NavigationLink(value:)` at `start`: a type's case
    /// (`Tab.home`), a value, or an implicit member whose type is the selection's.
    private mutating func taggedValue(_ start: Int, at token: Int, _ at: Regions.Enclosing, selection: ValuePath?) {
        // docs/architecture.md, "Hashed": `.tag(.c)` and `.tag(value)` hash the type of the
        // enclosing `Picker`'s or `TabView`'s selection.
        if let selection { addHash(.value(selection), at: token, at) }
        if s.kind(start) == .period { return }
        guard let p = pathAndEnd(at: start) else {
            // `T.c(…)`, an enum case with its associated values, or a construction `T(…)`.
            if let type = constructedValueType(at: start) { addHash(.type(type), at: token, at) }
            return
        }
        let names = p.value.names
        if names.count >= 2, let first = names[0].utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
            addHash(.type(names.dropLast().joined(separator: ".")), at: token, at)
        } else {
            addHash(.value(p.value), at: token, at)
        }
    }

    /// The type of the value made at `start` by `T.c(…)` (an enum case with its associated
    /// values: `T`), or by a construction `T(…)`, `A.T(…)`, `T.init(…)`: `T` as written.
    private func constructedValueType(at start: Int) -> String? {
        guard s.kind(start) == .identifier, let head = s.bytes[safe: Int(s.tokens[start].start)],
              head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z") else { return nil }
        var j = start
        while s.kind(j + 1) == .period && s.kind(j + 2) == .identifier && j - start < 16 { j += 2 }
        guard s.kind(j + 1) == .leftParen else { return nil }
        if s.isWord(j, "init") { j -= 2 }
        guard j >= start else { return nil }
        // A lower-case last name is a case or a static member of the type before it.
        if j > start, let first = s.bytes[safe: Int(s.tokens[j].start)], !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) {
            j -= 2
        }
        return s.normalizedText(start..<(j + 1))
    }

    /// `@FocusState var field: T` at the attribute's name `i`: `T` (docs/architecture.md, "Hashed": SwiftUI
    /// hashes a focus value). Read here rather than from the index's declarations, so that a
    /// file read from the cache needs none of its members decoded.
    private mutating func focusState(_ i: Int, _ at: Regions.Enclosing) {
        var j = i + 1
        // Other attributes and modifiers before `var` (a few tokens at most).
        while j < i + 12 && !s.isWord(j, "var") && !s.isWord(j, "let") {
            guard s.kind(j) == .identifier || s.kind(j) == .keyword || s.kind(j) == .at || s.kind(j) == .leftParen else { return }
            j = s.kind(j) == .leftParen ? s.after(j) : j + 1
        }
        guard s.isWord(j, "var") || s.isWord(j, "let"), s.isName(j + 1), s.kind(j + 2) == .colon else { return }
        let end = s.skipType(j + 3)
        guard end > j + 3 else { return }
        addHash(.type(s.normalizedText((j + 3)..<end)), at: i, at)
    }

    /// `id: \.self` at `i`: the elements of the collection the enclosing `ForEach`, `List` or
    /// `Picker` iterates.
    private mutating func iteratedBySelf(_ i: Int, _ at: Regions.Enclosing) {
        guard let paren = open.last, s.kind(paren) == .leftParen, s.kind(paren - 1) == .identifier,
              s.isWord(paren - 1, "ForEach") || s.isWord(paren - 1, "List") || s.isWord(paren - 1, "Picker"),
              let data = firstArgumentPath(paren) else { return }
        addHash(.elements(data), at: i, at)
    }

    /// `.tag(…)`, `.append(…)`, `.onChange(of:)`, `.task(id:)` at name token `m`.
    private mutating func modifier(_ m: Int, _ at: Regions.Enclosing) {
        let paren = m + 1
        if s.isWord(m, "tag") {
            taggedValue(paren + 1, at: m, at, selection: enclosingSelection())
        } else if s.isWord(m, "append") {
            guard let receiver = pathEnding(before: m - 1), let last = receiver.names.last,
                  last.hasSuffix("path") || last.hasSuffix("Path") || receiver.declaredType == "NavigationPath",
                  let value = path(at: paren + 1)
                    ?? constructedValueType(at: paren + 1).map({ ValuePath(names: ["_"], declaredType: $0) }) else { return }
            // The index keeps it only when the receiver's declared type is `NavigationPath`.
            addHash(.appended(value, to: receiver), at: m, at)
        } else if s.isWord(m, "onChange") && s.isWord(paren + 1, "of") && s.kind(paren + 2) == .colon {
            observer(.onChange, m, valueAt: paren + 3, at)
        } else if s.isWord(m, "task") && s.isWord(paren + 1, "id") && s.kind(paren + 2) == .colon {
            observer(.task, m, valueAt: paren + 3, at)
        }
    }

    /// The `selection:` binding of the `Picker` or `TabView` whose content holds the current
    /// token (`Picker("Tab", selection: $tab) { … .tag(.home) }`): a few brackets out at most.
    private func enclosingSelection() -> ValuePath? {
        var k = open.count - 1
        var looked = 0
        while k >= 0 && looked < 8 {
            let b = open[k]
            k -= 1
            looked += 1
            guard s.kind(b) == .leftBrace, let call = s.callBefore(brace: b),
                  s.isWord(call.callee, "Picker") || s.isWord(call.callee, "TabView"), let paren = call.open else { continue }
            for argument in s.arguments(inParentheses: paren) where s.hasLabel(argument, "selection") {
                let j = argument.tokens.lowerBound
                guard s.kind(j) == .dollarIdentifier else { return nil }
                let t = s.tokens[j]
                var names = [String(decoding: s.bytes[(Int(t.start) + 1)..<Int(t.end)], as: UTF8.self)]
                var n = j + 1
                while s.kind(n) == .period && s.kind(n + 1) == .identifier && names.count < 8 {
                    names.append(s.name(n + 1))
                    n += 2
                }
                let hash = s.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[(Int(t.start) + 1)..<Int(t.end)])) }
                var value = ValuePath(names: names)
                switch declared[hash] {
                case .written(let type)?: value.declaredType = s.normalizedText(type)
                case .path(let known)?: value.declaredType = known.declaredType; value.elementOf = known.elementOf
                case nil: break
                }
                return value
            }
            return nil
        }
        return nil
    }

    // MARK: Observers

    /// `.onChange(of: value) { … }` or `.task(id: value) { … }` at name token `m`: the value,
    /// and the names its action reads.
    private mutating func observer(_ kind: ObserverSite.Kind, _ m: Int, valueAt start: Int, _ at: Regions.Enclosing) {
        guard let value = path(at: start), let close = s.partnerOf(m + 1) else { return }
        // The action: a closure argument after the value, or the trailing closure.
        var action: Range<Int>?
        for argument in s.arguments(inParentheses: m + 1) where argument.isClosureLiteral { action = argument.tokens }
        if action == nil, s.kind(close + 1) == .leftBrace, let end = s.partnerOf(close + 1) { action = (close + 1)..<(end + 1) }
        var reads: Set<Int> = []
        if let action {
            // Bounded: an action is read once, and actions do not nest in one another's values.
            for j in action where s.kind(j) == .identifier && s.kind(j - 1) == .period && s.readsThroughValue(period: j - 1) {
                reads.insert(s.nameHash(j))
            }
        }
        facts.observers.append(ObserverSite(kind: kind, value: value, actionReads: reads.sorted(), offset: s.tokens[m].start,
                                            owner: at.owner))
    }

    // MARK: Observation's storage

    /// The stored properties the file's `@Observable` classes and `@ObservableState` structs track,
    /// with the type each is declared as (`StorageSite`).
    private mutating func storageSites() {
        for t in types.indices where !types[t].attributes.isEmpty && (types[t].kind == .class || types[t].kind == .struct) {
            let kind: StorageSite.Kind
            if types[t].kind == .class && types[t].attributes.contains(where: { $0.name.lastComponentIs("Observable") }) {
                kind = .observable
            } else if types[t].kind == .struct && types[t].attributes.contains(where: { $0.name.lastComponentIs("ObservableState") }) {
                kind = .observableState
            } else {
                continue
            }
            for p in types[t].properties where p.isStored && !p.isLet && !p.isStatic && !p.isLazy && !p.isInTuplePattern {
                guard !p.wrappers.contains(where: { w in Self.untracked.contains { w.name.lastComponentIs($0) } }) else { continue }
                guard let written = p.type ?? p.initializerTokens.flatMap({ constructedType(at: $0.lowerBound) }) else { continue }
                facts.storage.append(StorageSite(kind: kind, name: p.name, type: written, offset: p.nameOffset, owner: Int32(t)))
            }
        }
    }

    /// Attributes under which the Observation macros track no assignment: the ignore markers, and
    /// The Composable Architecture's wrappers its `@ObservableState` leaves to themselves.
    static let untracked: [StaticString] = ["ObservationIgnored", "ObservationStateIgnored", "Presents", "Shared", "SharedReader"]

}

/// The token predicates of the scan: functions of the stream alone (the scanner is a large value,
/// and a method of it called in the pass would copy it).
extension TokenStream {
    /// True when the bare name at `i` is read as a value: not called, not declared, not a label,
    /// not a type's name.
    /// True when the period at `i` reads a member of what comes before it: not an implicit member
    /// (`.c`, `.zero`), which reads no property.
    fileprivate func readsMember(period i: Int) -> Bool {
        guard i > 0, let before = kind(i - 1) else { return false }
        return before == .identifier || before == .keyword || before == .backtickIdentifier
            || before == .rightParen || before == .rightBracket || before == .dollarIdentifier
            || (before == .operator && isOperator(i - 1, "?")) || (before == .operator && isOperator(i - 1, "!"))
    }

    fileprivate func isBareRead(_ i: Int) -> Bool {
        // A name followed by another is a parameter's label (`by factor: Double`), no value.
        guard kind(i) == .identifier, kind(i + 1) != .leftParen, kind(i + 1) != .identifier, !isDeclarationOrLabel(i),
              !isWord(i - 1, "func"), let first = bytes[safe: Int(tokens[i].start)] else { return false }
        return !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    }

    /// True when the token after `i` is a plain `=`: the name is assigned, not read.
    fileprivate func isPlainAssignment(after i: Int) -> Bool {
        kind(i + 1) == .operator && tokens[i + 1].length == 1 && bytes[Int(tokens[i + 1].start)] == UInt8(ascii: "=")
    }

    fileprivate func isDeclarationOrLabel(_ i: Int) -> Bool {
        isWord(i - 1, "let") || isWord(i - 1, "var") || kind(i - 1) == .colon || isWord(i - 1, "case")
            || kind(i - 1) == .comma && kind(i - 2) != .comma
    }

    /// True when the token after `i` assigns (`=`, `+=`, …, not `==`) or calls a mutating method
    /// on it (`.append(`).
    fileprivate func isWrite(after i: Int) -> Bool {
        let j = i + 1
        if kind(j) == .operator {
            let t = tokens[j]
            let last = bytes[Int(t.end) - 1]
            guard last == UInt8(ascii: "=") else { return false }
            if t.length == 1 { return true }
            let first = bytes[Int(t.start)]
            // `==`, `!=`, `<=`, `>=`, `===` compare.
            if first == UInt8(ascii: "=") || first == UInt8(ascii: "!") { return false }
            if t.length == 2 && (first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) { return false }
            return true
        }
        if kind(j) == .period && kind(j + 1) == .identifier && kind(j + 2) == .leftParen {
            return UseScanner.mutatingMethods.flags(bytes, nameBytes(j + 1)) != 0
        }
        return false
    }

    /// True when the member chain ending at the period `i` starts with `$x` or `&x`.
    fileprivate func chainStartsProjectedOrInout(before i: Int) -> Bool {
        var j = i - 1
        var steps = 0
        while j >= 0 && steps < 16 {
            guard let k = kind(j) else { return false }
            if k == .dollarIdentifier { return true }
            guard k == .identifier || k == .keyword || k == .backtickIdentifier else { return false }
            if kind(j - 1) == .period { j -= 2; steps += 1; continue }
            return isOperator(j - 1, "&")
        }
        return false
    }

    /// True when the period at `i` reads a member of a value (`x.p`, `f().p`, `new?.p`, `$0.p`),
    /// not of `self` and not an implicit member (`.title`).
    fileprivate func readsThroughValue(period i: Int) -> Bool {
        guard let before = kind(i - 1) else { return false }
        switch before {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket: return true
        case .keyword: return !isWord(i - 1, "self")
        case .operator: return !tokens[i - 1].hasSpaceBefore && (isOperator(i - 1, "?") || isOperator(i - 1, "!"))
        default: return false
        }
    }

    fileprivate func nameHash(_ i: Int) -> Int {
        let r = nameBytes(i)
        return bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[r])) }
    }

    /// The tokens of the type `constructedType(at:)` reads.
    fileprivate func constructedTypeTokens(at start: Int) -> Range<Int>? {
        var j = start
        guard kind(j) == .identifier, let first = bytes[safe: Int(tokens[j].start)],
              first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        while kind(j + 1) == .period && kind(j + 2) == .identifier && !isWord(j + 2, "init") { j += 2 }
        let end = j + 1
        var next = end
        if isOperator(next, "<") && !tokens[next].hasSpaceBefore { next = skipAngles(next) }
        if kind(next) == .period && isWord(next + 1, "init") { next += 2 }
        guard kind(next) == .leftParen else { return nil }
        return start..<(next > end && !isWord(next - 1, "init") ? next : end)
    }

    /// The call whose trailing closure opens at `brace`: `Name(…) {` (its callee and parenthesis),
    /// or `Name {` (no parenthesis).
    fileprivate func callBefore(brace: Int) -> (callee: Int, open: Int?)? {
        if kind(brace - 1) == .rightParen, let open = partnerOf(brace - 1), kind(open - 1) == .identifier {
            return (open - 1, open)
        }
        if kind(brace - 1) == .identifier { return (brace - 1, nil) }
        return nil
    }
}

/// Which type's body, `init`, `==` or `hash(into:)` holds each token, for a scan that goes
/// forwards: a cursor moves through the file's declarations as the tokens do.
struct Regions {
    /// Type bodies, by where they start (types are in the order the parser met them).
    private var types: [(range: Range<Int>, index: Int32)] = []
    /// Function bodies of interest, by where they start: `init`s, `==` and `hash(into:)`.
    private var functions: [(range: Range<Int>, isInit: Bool)] = []
    /// The `NameHash`es of each type's property names, sorted (read when a bare name may be one);
    /// an extension has those of the file's declarations of the type it extends.
    private var propertyNames: [[Int]]
    /// Per type: an extension of a type the file does not declare, whose properties are unknown here.
    private var foreign: [Bool]
    /// Some type of the file is such an extension.
    private(set) var hasForeignExtension = false

    /// Where a token is: the type whose body holds it (-1 at the top level), and whether inside
    /// one of its initializers, or its `==` or `hash(into:)`.
    struct Enclosing {
        var owner: Int32 = -1
        var inInitializer = false
        var inEquality = false
    }

    struct Cursor {
        var nextType = 0, nextFunction = 0
        /// Open type bodies, innermost last.
        var typeStack: [(end: Int, index: Int32)] = []
        var function: (end: Int, isInit: Bool)?
        var enclosing = Enclosing()
        /// The first token where the place may change (a body starting or ending): until then
        /// the pass asks nothing of the regions.
        var nextChange = 0
    }

    /// `readable`: when given, only the properties named in it are looked for (a targeted pass reads
    /// no other name).
    init(_ declared: [TypeDecl], _ s: TokenStream, readable: ByteNameSet? = nil) {
        propertyNames = Array(repeating: [], count: declared.count)
        foreign = Array(repeating: false, count: declared.count)
        var hasExtension = false
        // The declarations read in place: a copy of one retains every list it holds.
        declared.withUnsafeBufferPointer { declared in
            s.bytes.withUnsafeBufferPointer { bytes in
                for t in declared.indices {
                    let type = declared.baseAddress! + t
                    if !type.pointee.bodyTokens.isEmpty { types.append((type.pointee.bodyTokens, Int32(t))) }
                    if type.pointee.kind == .extension { hasExtension = true }
                    for f in type.pointee.functions {
                        guard let body = f.bodyTokens else { continue }
                        if f.kind == .initializer { functions.append((body, true)) }
                        else if f.kind == .function && (Self.spells(bytes, f.nameOffset..<f.nameEnd, "==") && f.parameters.count == 2
                            || Self.spells(bytes, f.nameOffset..<f.nameEnd, "hash") && f.name == "hash(into:)") { functions.append((body, false)) }
                    }
                    guard !type.pointee.properties.isEmpty else { continue }
                    var names: [Int] = []
                    for p in type.pointee.properties {
                        // The name's bytes (a backticked one's inside its backticks), as a token's `nameBytes`.
                        var lo = Int(p.nameOffset), hi = Int(p.nameEnd)
                        guard lo < hi, hi <= bytes.count else { continue }
                        if bytes[lo] == UInt8(ascii: "`") && hi - lo >= 2 { lo += 1; hi -= 1 }
                        let name = UnsafeBufferPointer(rebasing: bytes[lo..<hi])
                        if let readable, readable.flags(name) == 0 { continue }
                        names.append(NameHash.of(name))
                    }
                    if names.count > 1 { names.sort() }
                    propertyNames[t] = names
                }
            }
        }
        types.sort { $0.range.lowerBound < $1.range.lowerBound }
        functions.sort { $0.range.lowerBound < $1.range.lowerBound }
        guard hasExtension else { return }
        // An extension reads the properties of the type it extends: those of the file's declarations
        // of that name, else any (the type is declared elsewhere).
        var byName: [String: [Int]] = [:]
        for t in declared.indices where declared[t].kind != .extension { byName[declared[t].name, default: []].append(t) }
        for t in declared.indices where declared[t].kind == .extension {
            guard let extended = byName[declared[t].simpleName] else {
                foreign[t] = true
                hasForeignExtension = true
                continue
            }
            for k in extended { propertyNames[t] += propertyNames[k] }
            propertyNames[t].sort()
        }
    }

    /// The token ranges of the bodies of the extensions of types the file does not declare, sorted.
    static func foreignExtensionBodies(_ declared: [TypeDecl]) -> [Range<Int>] {
        guard declared.contains(where: { $0.kind == .extension }) else { return [] }
        var declaredNames: Set<String> = []
        for t in declared.indices where declared[t].kind != .extension { declaredNames.insert(declared[t].name) }
        var out: [Range<Int>] = []
        for t in declared.indices where declared[t].kind == .extension && !declaredNames.contains(declared[t].simpleName) {
            out.append(declared[t].bodyTokens)
        }
        return out.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// True when the bytes at `range` spell `word`.
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<UInt32>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount, Int(range.upperBound) <= bytes.count else { return false }
        return word.withUTF8Buffer { w in
            var k = 0
            while k < w.count { if bytes[Int(range.lowerBound) + k] != w[k] { return false }; k += 1 }
            return true
        }
    }

    /// Moves the cursor to token `i` (at or past `nextChange`).
    func advance(_ c: inout Cursor, to i: Int) {
        while let top = c.typeStack.last, top.end <= i { c.typeStack.removeLast() }
        while c.nextType < types.count && types[c.nextType].range.lowerBound <= i {
            let t = types[c.nextType]
            if t.range.upperBound > i { c.typeStack.append((t.range.upperBound, t.index)) }
            c.nextType += 1
        }
        if let f = c.function, f.end <= i { c.function = nil }
        while c.nextFunction < functions.count && functions[c.nextFunction].range.lowerBound <= i {
            let f = functions[c.nextFunction]
            if f.range.upperBound > i { c.function = (f.range.upperBound, f.isInit) }
            c.nextFunction += 1
        }
        c.enclosing = Enclosing(owner: c.typeStack.last?.index ?? -1, inInitializer: c.function?.isInit ?? false,
                        inEquality: c.function.map { !$0.isInit } ?? false)
        var next = Int.max
        if let top = c.typeStack.last { next = min(next, top.end) }
        if c.nextType < types.count { next = min(next, types[c.nextType].range.lowerBound) }
        if let f = c.function { next = min(next, f.end) }
        if c.nextFunction < functions.count { next = min(next, functions[c.nextFunction].range.lowerBound) }
        c.nextChange = next
    }

    /// True when the name `hash` is a property of the type whose body holds `at`.
    func ownsProperty(_ hash: Int, _ at: Enclosing) -> Bool {
        guard at.owner >= 0 else { return false }
        let names = propertyNames[Int(at.owner)]
        var lo = 0, hi = names.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if names[mid] < hash { lo = mid + 1 } else { hi = mid }
        }
        return lo < names.count && names[lo] == hash
    }

    /// True when `at` is in an extension of a type the file does not declare.
    func isForeignExtension(_ at: Enclosing) -> Bool { at.owner >= 0 && foreign[Int(at.owner)] }
}

extension String {
    /// True when this attribute's or type's name is `name` or ends in `.name` (`Observation.Observable`).
    func lastComponentIs(_ name: StaticString) -> Bool {
        let last = name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return self == last || (hasSuffix(last) && utf8.dropLast(last.utf8.count).last == UInt8(ascii: "."))
    }
}

extension Array where Element == UInt8 {
    /// The byte at `i`, nil past the end.
    subscript(safe i: Int) -> UInt8? { i >= 0 && i < count ? self[i] : nil }
}
