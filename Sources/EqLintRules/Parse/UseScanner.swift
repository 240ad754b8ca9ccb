/// Reads a file's `UseFacts` in one pass over its tokens (docs/architecture.md, "Uses
/// across the project"): a stack of the open brackets says which call an argument belongs to, the file's
/// declarations say which type's body (and which `init`, `==` or `hash(into:)`) holds a token,
/// and the `let`/`var` declarations seen so far say what type a name was declared with.
/// Linear in the tokens: every look outwards is bounded.
struct UseScanner {
    let s: TokenStream
    let types: [TypeDecl]
    var facts = UseFacts()
    private var readSet: Set<Int> = []
    /// What the file declares names with, last declaration first: `let x: T`, `let x = T()`,
    /// `for x in xs`, a `ForEach` element (the file's own, whatever their scope: an
    /// approximation that a name's type seldom varies within one file).
    private var declared: [String: ValuePath] = [:]
    /// Open brackets: token index, innermost last.
    private var open: [Int] = []

    /// Calls and words that mark a mutation when they follow a member (`x.p.append(…)`).
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "popFirst", "toggle", "sort", "reverse", "shuffle", "replaceSubrange", "merge", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "update", "updateValue", "move", "swapAt",
        "appendContents", "insertContents",
    ]
    /// Generic types whose arguments are hashed (docs/architecture.md, "Hashed"); the value says which.
    static let hashingGenerics: [String: HashedArguments] = [
        "Set": .first, "OrderedSet": .first, "Dictionary": .first, "OrderedDictionary": .first,
        "NSDiffableDataSourceSnapshot": .all, "NSDiffableDataSourceSectionSnapshot": .all,
        "UICollectionViewDiffableDataSource": .all, "UITableViewDiffableDataSource": .all,
        "NSCollectionViewDiffableDataSource": .all, "NSTableViewDiffableDataSource": .all,
    ]
    enum HashedArguments { case first, all }

    init(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl]) {
        self.types = types
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

    /// Only the hash sites of a file's tokens: the same as `scan(…).hashSites`
    /// (`UseScannerTests` compares the two), for the hashed table of a file whose facts were
    /// not read yet. A first pass looks only at the tokens a site starts with and records the
    /// types written where they are hashed (`Set<T>`, `[T: V]`, `navigationDestination(for:)`,
    /// `@FocusState`); only a file with a site whose value's declared type counts (`.tag`,
    /// `NavigationLink(value:)`, `.append`, `hashValue`, `id: \.self`) is scanned whole.
    static func hashSites(_ lexed: LexedFile, _ source: SourceText, types: [TypeDecl]) -> [HashSite] {
        var scanner = UseScanner(lexed, source, types: types)
        if scanner.typeSitesUnlessValues() { return scanner.facts.hashSites }
        return scan(lexed, source, types: types).hashSites
    }

    /// The first pass of `hashSites`: true, with the sites in `facts`, when no site needs a
    /// value's declared type; false at the first token that may start one.
    private mutating func typeSitesUnlessValues() -> Bool {
        let regions = Regions(types)
        var cursor = Regions.Cursor()
        let n = s.count
        var i = 0
        while i < n {
            switch s.tokens[i].kind {
            case .leftBracket:
                // `[T: V]`: the cursor moves only where a site may be recorded.
                if s.kind(i + 1) == .identifier { regions.advance(&cursor, to: i); dictionaryKey(i, cursor) }
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
                    if s.isWord(i, "FocusState") && s.kind(i - 1) == .at { regions.advance(&cursor, to: i); focusState(i, cursor) }
                case 14:
                    if s.isWord(i, "NavigationLink") || s.isWord(i, "NavigationPath") { return false }
                case 21:
                    if s.isWord(i, "navigationDestination") { regions.advance(&cursor, to: i); navigation(i, cursor) }
                default:
                    break
                }
                if s.kind(i + 1) == .operator && s.isOperator(i + 1, "<") && !s.tokens[i + 1].hasSpaceBefore {
                    regions.advance(&cursor, to: i)
                    generic(i, cursor)
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
        let regions = Regions(types)
        var cursor = Regions.Cursor()
        var i = 0
        let n = s.count
        while i < n {
            let kind = s.tokens[i].kind
            regions.advance(&cursor, to: i)
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                if kind == .leftBracket { dictionaryKey(i, cursor) }
                if kind == .leftBrace { elementParameter(i) }
                open.append(i)
            case .rightParen, .rightBracket, .rightBrace:
                // Pop to this bracket's partner (an unbalanced one pops nothing it does not close).
                if let p = s.partnerOf(i), let k = open.lastIndex(of: p) { open.removeSubrange(k...) }
            case .period:
                member(i, cursor, regions)
            case .dollarIdentifier:
                projected(i, cursor)
            case .identifier, .keyword, .backtickIdentifier:
                word(i, cursor, regions)
            default:
                break
            }
            i += 1
        }
        facts.reads = readSet.sorted()
    }

    // MARK: Members read and written

    /// `.p` at `i + 1`: read, or written when an assignment, a mutating call, `$`, or `&` says so.
    private mutating func member(_ i: Int, _ at: Regions.Cursor, _ regions: Regions) {
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
        // An implicit member (`.c`, `.zero`) reads no property.
        guard i > 0, let before = s.kind(i - 1), before == .identifier || before == .keyword || before == .backtickIdentifier
                || before == .rightParen || before == .rightBracket || before == .dollarIdentifier
                || (before == .operator && s.isOperator(i - 1, "?")) || (before == .operator && s.isOperator(i - 1, "!")) else { return }
        let hash = nameHash(m)
        if isWrite(after: m) || chainStartsProjectedOrInout(before: i) {
            facts.writes.append(UseSite(name: hash, offset: s.tokens[m].start, owner: at.owner, inInitializer: at.inInitializer))
        }
        if !at.inEquality { readSet.insert(hash) }
    }

    /// `$x` (a binding to `x`), and `$x.p` (to its member, read by `member`).
    private mutating func projected(_ i: Int, _ at: Regions.Cursor) {
        let t = s.tokens[i]
        guard t.length > 1 else { return }
        let start = Int(t.start) + 1, end = Int(t.end)
        let hash = s.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        facts.writes.append(UseSite(name: hash, offset: t.start, owner: at.owner, inInitializer: at.inInitializer))
    }

    /// A bare name: a declaration it introduces, a bare assignment inside a type's body, a read
    /// of the owner's own property, or the start of a hashing construct.
    private mutating func word(_ i: Int, _ at: Regions.Cursor, _ regions: Regions) {
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
        guard at.owner >= 0, s.kind(i - 1) != .period else { return }
        if isWrite(after: i) && !isDeclarationOrLabel(i) {
            facts.writes.append(UseSite(name: nameHash(i), offset: s.tokens[i].start, owner: at.owner, inInitializer: at.inInitializer))
        }
        if !at.inEquality && s.kind(i + 1) != .colon && regions.ownsProperty(named: i, s, at) { readSet.insert(nameHash(i)) }
    }

    private func isDeclarationOrLabel(_ i: Int) -> Bool {
        s.isWord(i - 1, "let") || s.isWord(i - 1, "var") || s.kind(i - 1) == .colon || s.isWord(i - 1, "case")
            || s.kind(i - 1) == .comma && s.kind(i - 2) != .comma
    }

    /// True when the token after `i` assigns (`=`, `+=`, …, not `==`) or calls a mutating method
    /// on it (`.append(`).
    private func isWrite(after i: Int) -> Bool {
        let j = i + 1
        if s.kind(j) == .operator {
            let t = s.tokens[j]
            let last = s.bytes[Int(t.end) - 1]
            guard last == UInt8(ascii: "=") else { return false }
            if t.length == 1 { return true }
            let first = s.bytes[Int(t.start)]
            // `==`, `!=`, `<=`, `>=`, `===` compare.
            if first == UInt8(ascii: "=") || first == UInt8(ascii: "!") { return false }
            if t.length == 2 && (first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) { return false }
            return true
        }
        if s.kind(j) == .period && s.kind(j + 1) == .identifier && s.kind(j + 2) == .leftParen {
            return Self.mutatingMethods.contains(s.name(j + 1))
        }
        return false
    }

    /// True when the member chain ending at the period `i` starts with `$x` or `&x`.
    private func chainStartsProjectedOrInout(before i: Int) -> Bool {
        var j = i - 1
        var steps = 0
        while j >= 0 && steps < 16 {
            guard let k = s.kind(j) else { return false }
            if k == .dollarIdentifier { return true }
            guard k == .identifier || k == .keyword || k == .backtickIdentifier else { return false }
            if s.kind(j - 1) == .period { j -= 2; steps += 1; continue }
            return s.isOperator(j - 1, "&")
        }
        return false
    }

    // MARK: Declared types

    /// `let x: T`, `var x = T(…)`, `let x = T.init(…)`: what `x` is declared as.
    private mutating func declaration(_ i: Int) {
        let n = i + 1
        guard s.kind(n) == .identifier || s.kind(n) == .backtickIdentifier else { return }
        let name = s.name(n)
        if s.kind(n + 1) == .colon {
            let end = s.skipType(n + 2)
            guard end > n + 2 else { return }
            declared[name] = ValuePath(names: [name], declaredType: s.normalizedText((n + 2)..<end))
        } else if s.isOperator(n + 1, "="), let type = constructedType(at: n + 2) {
            declared[name] = ValuePath(names: [name], declaredType: type)
        }
    }

    /// `T(…)`, `T.init(…)`, `A.T(…)`, `T { … }`: the type a value expression constructs.
    private func constructedType(at start: Int) -> String? {
        var j = start
        guard s.kind(j) == .identifier, let first = s.bytes[safe: Int(s.tokens[j].start)],
              first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        while s.kind(j + 1) == .period && s.kind(j + 2) == .identifier && !s.isWord(j + 2, "init") { j += 2 }
        let end = j + 1
        var next = end
        if s.isOperator(next, "<") && !s.tokens[next].hasSpaceBefore { next = s.skipAngles(next) }
        if s.kind(next) == .period && s.isWord(next + 1, "init") { next += 2 }
        guard s.kind(next) == .leftParen else { return nil }
        return s.normalizedText(start..<(next > end && !s.isWord(next - 1, "init") ? next : end))
    }

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
        declared[s.name(i)] = ValuePath(names: [s.name(i)], declaredType: s.normalizedText(start..<end))
    }

    /// `for x in xs`: `x` is an element of `xs`.
    private mutating func forLoop(_ i: Int) {
        var n = i + 1
        if s.isWord(n, "case") || s.isWord(n, "try") || s.isWord(n, "await") { n += 1 }
        guard s.kind(n) == .identifier, s.isWord(n + 1, "in"), let path = self.path(at: n + 2) else { return }
        declared[s.name(n)] = ValuePath(names: [s.name(n)], declaredType: path.declaredType, elementOf: path.names)
    }

    /// `ForEach(items) { item in`, `List(items, id: \.self) { item in`: `item` is an element of
    /// `items` (the brace at `i`).
    private mutating func elementParameter(_ i: Int) {
        guard s.kind(i + 1) == .identifier, s.isWord(i + 2, "in") || (s.kind(i + 2) == .comma && s.isWord(i + 4, "in")),
              let call = callBefore(brace: i), Self.iterating.contains(s.name(call.callee)),
              let data = firstArgumentPath(call.open) else { return }
        declared[s.name(i + 1)] = ValuePath(names: [s.name(i + 1)], declaredType: data.declaredType, elementOf: data.names)
    }

    static let iterating: Set<String> = ["ForEach", "List", "Table", "OutlineGroup", "Picker"]

    /// The call whose trailing closure opens at `brace`: `Name(…) {` (its callee and parenthesis),
    /// or `Name {` (no parenthesis).
    private func callBefore(brace: Int) -> (callee: Int, open: Int?)? {
        if s.kind(brace - 1) == .rightParen, let open = s.partnerOf(brace - 1), s.kind(open - 1) == .identifier {
            return (open - 1, open)
        }
        if s.kind(brace - 1) == .identifier { return (brace - 1, nil) }
        return nil
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
        var names = [s.name(j)]
        j += 1
        while j < limit && s.kind(j) == .period && (s.kind(j + 1) == .identifier || s.kind(j + 1) == .backtickIdentifier)
                && names.count < 8 {
            names.append(s.name(j + 1))
            j += 2
        }
        // A call or subscript after the path makes another value.
        if j < limit, s.kind(j) == .leftParen || s.kind(j) == .leftBracket || s.kind(j) == .leftBrace && !s.tokens[j].hasSpaceBefore { return nil }
        var value = ValuePath(names: names)
        if let known = declared[names[0]] {
            value.declaredType = known.declaredType
            value.elementOf = known.elementOf
        }
        return (value, j)
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

    private mutating func addHash(_ kind: HashSite.Kind, at token: Int, _ at: Regions.Cursor) {
        facts.hashSites.append(HashSite(kind: kind, offset: s.tokens[token].start, owner: at.owner))
    }

    /// `Set<T>`, `Dictionary<K, V>`, a diffable data source or snapshot.
    private mutating func generic(_ i: Int, _ at: Regions.Cursor) {
        guard let which = Self.hashingGenerics[s.name(i)], s.kind(i - 1) != .period else { return }
        let close = s.skipAngles(i + 1)
        guard close > i + 2 else { return }
        var argStart = i + 2
        var j = argStart
        while j < close - 1 {
            if s.kind(j) == .comma {
                addHash(.type(s.normalizedText(argStart..<j)), at: i, at)
                if which == .first { return }
                argStart = j + 1
            }
            j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : (s.isOperator(j, "<") ? s.skipAngles(j) : j + 1)
        }
        if argStart < close - 1 { addHash(.type(s.normalizedText(argStart..<(close - 1))), at: i, at) }
    }

    /// `[K: V]` written as a type (its key a type name: `[Tab: Int]`, `[Tab: Int]()`).
    private mutating func dictionaryKey(_ i: Int, _ at: Regions.Cursor) {
        guard s.kind(i + 1) == .identifier, let first = s.bytes[safe: Int(s.tokens[i + 1].start)],
              first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        let end = s.skipType(i + 1)
        guard end > i + 1, s.kind(end) == .colon, let close = s.partnerOf(i), end < close else { return }
        addHash(.type(s.normalizedText((i + 1)..<end)), at: i, at)
    }

    /// `navigationDestination(for: T.self)`, `NavigationLink(value: v)`.
    private mutating func navigation(_ i: Int, _ at: Regions.Cursor) {
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
    private mutating func taggedValue(_ start: Int, at token: Int, _ at: Regions.Cursor, selection: ValuePath?) {
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
    private mutating func focusState(_ i: Int, _ at: Regions.Cursor) {
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
    private mutating func iteratedBySelf(_ i: Int, _ at: Regions.Cursor) {
        guard let paren = open.last, s.kind(paren) == .leftParen, s.kind(paren - 1) == .identifier,
              ["ForEach", "List", "Picker"].contains(s.name(paren - 1)), let data = firstArgumentPath(paren) else { return }
        addHash(.elements(data), at: i, at)
    }

    /// `.tag(…)`, `.append(…)`, `.onChange(of:)`, `.task(id:)` at name token `m`.
    private mutating func modifier(_ m: Int, _ at: Regions.Cursor) {
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
            guard s.kind(b) == .leftBrace, let call = callBefore(brace: b),
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
                var value = ValuePath(names: names)
                if let known = declared[names[0]] { value.declaredType = known.declaredType; value.elementOf = known.elementOf }
                return value
            }
            return nil
        }
        return nil
    }

    // MARK: Observers

    /// `.onChange(of: value) { … }` or `.task(id: value) { … }` at name token `m`: the value,
    /// and the names its action reads.
    private mutating func observer(_ kind: ObserverSite.Kind, _ m: Int, valueAt start: Int, _ at: Regions.Cursor) {
        guard let value = path(at: start), let close = s.partnerOf(m + 1) else { return }
        // The action: a closure argument after the value, or the trailing closure.
        var action: Range<Int>?
        for argument in s.arguments(inParentheses: m + 1) where argument.isClosureLiteral { action = argument.tokens }
        if action == nil, s.kind(close + 1) == .leftBrace, let end = s.partnerOf(close + 1) { action = (close + 1)..<(end + 1) }
        var reads: Set<Int> = []
        if let action {
            // Bounded: an action is read once, and actions do not nest in one another's values.
            for j in action where s.kind(j) == .identifier && (s.kind(j - 1) == .period || s.kind(j + 1) != .colon) {
                reads.insert(nameHash(j))
            }
        }
        facts.observers.append(ObserverSite(kind: kind, value: value, actionReads: reads.sorted(), offset: s.tokens[m].start,
                                            owner: at.owner))
    }

    private func nameHash(_ i: Int) -> Int {
        let r = s.nameBytes(i)
        return s.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[r])) }
    }
}

/// Which type's body, `init`, `==` or `hash(into:)` holds each token, for a scan that goes
/// forwards: a cursor moves through the file's declarations as the tokens do.
struct Regions {
    /// Type bodies, by where they start (types are in the order the parser met them).
    private var types: [(range: Range<Int>, index: Int32)] = []
    /// Function bodies of interest, by where they start: `init`s, `==` and `hash(into:)`.
    private var functions: [(range: Range<Int>, isInit: Bool)] = []
    /// The `NameHash`es of each type's property names (read when a bare name may be one).
    private var propertyNames: [Set<Int>]

    struct Cursor {
        var nextType = 0, nextFunction = 0
        /// Open type bodies, innermost last.
        var typeStack: [(end: Int, index: Int32)] = []
        var function: (end: Int, isInit: Bool)?
        var owner: Int32 = -1
        var inInitializer = false
        var inEquality = false
    }

    init(_ declared: [TypeDecl]) {
        propertyNames = Array(repeating: [], count: declared.count)
        for (t, type) in declared.enumerated() {
            if !type.bodyTokens.isEmpty { types.append((type.bodyTokens, Int32(t))) }
            for f in type.functions {
                guard let body = f.bodyTokens else { continue }
                if f.name.hasPrefix("init(") || f.name == "init" { functions.append((body, true)) }
                else if f.name == "==(_:_:)" || f.name == "hash(into:)" { functions.append((body, false)) }
            }
            for p in type.properties {
                var name = p.name
                propertyNames[t].insert(name.withUTF8 { NameHash.of($0) })
            }
        }
        types.sort { $0.range.lowerBound < $1.range.lowerBound }
        functions.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    func advance(_ c: inout Cursor, to i: Int) {
        while let top = c.typeStack.last, top.end <= i { c.typeStack.removeLast() }
        while c.nextType < types.count && types[c.nextType].range.lowerBound <= i {
            let t = types[c.nextType]
            if t.range.upperBound > i { c.typeStack.append((t.range.upperBound, t.index)) }
            c.nextType += 1
        }
        c.owner = c.typeStack.last?.index ?? -1
        if let f = c.function, f.end <= i { c.function = nil }
        while c.nextFunction < functions.count && functions[c.nextFunction].range.lowerBound <= i {
            let f = functions[c.nextFunction]
            if f.range.upperBound > i { c.function = (f.range.upperBound, f.isInit) }
            c.nextFunction += 1
        }
        c.inInitializer = c.function?.isInit ?? false
        c.inEquality = c.function.map { !$0.isInit } ?? false
    }

    /// True when the bare name at `i` is a property of the type whose body holds it.
    func ownsProperty(named i: Int, _ s: TokenStream, _ c: Cursor) -> Bool {
        guard c.owner >= 0, !propertyNames[Int(c.owner)].isEmpty else { return false }
        let r = s.nameBytes(i)
        let hash = s.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[r])) }
        return propertyNames[Int(c.owner)].contains(hash)
    }
}

extension Array where Element == UInt8 {
    /// The byte at `i`, nil past the end.
    subscript(safe i: Int) -> UInt8? { i >= 0 && i < count ? self[i] : nil }
}
