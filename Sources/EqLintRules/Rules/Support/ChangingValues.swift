/// docs/architecture.md, "Value that can change": whether a name a closure literal reads around
/// a construction can differ between two renders while the constructed view keeps its identity.
/// The parts read from the code around the closure: constants, identity-bound values, names
/// captured `weak` or `unowned`, and locals initialised only from names that cannot change.
extension RuleContext {
    /// Where a closure literal passed at a construction sits: the names it captures weakly, and
    /// the identity-bound values of the closures that build the view.
    struct ClosureSurroundings {
        /// Names in the closure's capture list marked `weak` or `unowned` (`[weak store]`).
        var weak: Set<String> = []
        /// Closure parameters (by token) whose identifier is identity-bound: the whole value
        /// (`id: \.self`), or one member of it (`id`, or the key path's property).
        var bound: [(token: Int, member: String?)] = []
        /// Names passed to `.id(…)` in the construction's own modifier chain.
        var idNames: Set<String> = []

        /// True when the reference at `token` of `name`, declared at `declaration`, reads only
        /// an identity-bound value.
        func isIdentityBound(_ name: String, declaration: Int?, at token: Int, _ s: TokenStream) -> Bool {
            if idNames.contains(name) { return true }
            guard let declaration, let entry = bound.first(where: { $0.token == declaration }) else { return false }
            guard let member = entry.member else { return true }
            // Reading only the identifier of the element (`song.id`) is not reading the element.
            return s.kind(token + 1) == .period && s.isName(token + 2) && s.isName(token + 2, equalTo: member)
        }
    }

    /// The surroundings of the closure literal at `closure`, an argument of `call` (read from
    /// this file's tokens; a few enclosing blocks at most).
    func surroundings(of closure: Range<Int>, call: CallSite, within body: Range<Int>) -> ClosureSurroundings {
        var out = ClosureSurroundings()
        let s = tokens
        // `{ [weak store, unowned self] in`: a capture list right after the brace.
        let open = closure.lowerBound
        if s.kind(open) == .leftBrace, s.kind(open + 1) == .leftBracket, let close = s.partnerOf(open + 1) {
            var i = open + 2
            while i < close {
                if (s.isWord(i, "weak") || s.isWord(i, "unowned")) && s.isName(i + 1) {
                    var j = i + 1
                    if s.kind(j) == .leftParen, let p = s.partnerOf(j) { j = p + 1 }  // `unowned(unsafe)`
                    if s.isName(j) { out.weak.insert(s.name(j)) }
                }
                i += 1
            }
        }
        // `.id(x)` in the construction's own modifier chain.
        for modifier in s.modifierChain(call.end) where modifier.name == "id" {
            let paren = modifier.nameToken + 1
            guard s.kind(paren) == .leftParen, let close = s.partnerOf(paren) else { continue }
            var j = paren + 1
            if s.isWord(j, "self") && s.kind(j + 1) == .period { j += 2 }
            if s.isName(j) && j + 1 == close { out.idNames.insert(s.name(j)) }
        }
        // The blocks around the construction, innermost first: a `ForEach`'s content, a sheet's.
        var at = call.start - 1
        var looked = 0
        while at > body.lowerBound && looked < 8 {
            guard let brace = enclosingBrace(before: at, from: body.lowerBound) else { break }
            looked += 1
            if let bound = boundParameter(ofBlockAt: brace) { out.bound.append(bound) }
            at = brace - 1
        }
        return out
    }

    /// The `{` that opens the block holding token `i`, searching back no further than `limit`.
    func enclosingBrace(before i: Int, from limit: Int) -> Int? { tokens.enclosingBrace(before: i, from: limit) }

    func boundParameter(ofBlockAt brace: Int) -> (token: Int, member: String?)? { tokens.boundParameter(ofBlockAt: brace) }

    func isConstantExpression(_ range: Range<Int>, _ place: Place) -> Bool { tokens.isConstantExpression(range, place, index) }

    /// docs/architecture.md, "Constant": the initial value of the local declared at token
    /// `declaration` (a `let`) is a constant expression: a literal, an array or dictionary of
    /// them, an enum case or a name with no call resolving to a `static let` (`Layout.padding`,
    /// `.zero`); not `Date.now`.
    func isConstantLocal(_ declaration: Int, _ body: CodeBody) -> Bool {
        let s = tokens
        guard declaration >= 0, s.isWord(declaration - 1, "let") else { return false }
        var j = declaration + 1
        if s.kind(j) == .colon { j = s.skipType(j + 1) }
        guard s.isOperator(j, "=") else { return false }
        let start = j + 1
        var end = start
        while end < s.count && !(end > start && s.tokens[end].hasNewlineBefore) && s.kind(end) != .semicolon
                && s.kind(end) != .rightBrace && s.kind(end) != .comma {
            end = s.kind(end) == .leftBracket || s.kind(end) == .leftParen ? s.after(end) : end + 1
        }
        return isConstantExpression(start..<end, body.place)
    }

    /// The name or `self.name` a local declared at `declaration` is initialised from, whole
    /// (`let draft = self.draft`); nil for any other initial value.
    func initialName(ofLocal declaration: Int) -> (name: String, member: Bool)? {
        let s = tokens
        guard declaration >= 0, s.isWord(declaration - 1, "let") || s.isWord(declaration - 1, "var") else { return nil }
        var j = declaration + 1
        if s.kind(j) == .colon { j = s.skipType(j + 1) }
        guard s.isOperator(j, "=") else { return nil }
        var k = j + 1
        var member = false
        if s.isWord(k, "self") && s.kind(k + 1) == .period { k += 2; member = true }
        guard s.kind(k) == .identifier || s.kind(k) == .backtickIdentifier else { return nil }
        let next = s.kind(k + 1)
        guard next == nil || s.tokens[k + 1].hasNewlineBefore || next == .semicolon || next == .rightBrace else { return nil }
        return (s.name(k), member)
    }
}

extension TokenStream {
    /// The `{` that opens the block holding token `i`, searching back no further than `limit`.
    func enclosingBrace(before i: Int, from limit: Int) -> Int? {
        let s = self
        var j = i
        while j >= limit {
            switch s.kind(j) {
            case .rightBrace?, .rightParen?, .rightBracket?:
                guard let p = s.partnerOf(j), p < j else { return nil }
                j = p - 1
            case .leftBrace?: return j
            default: j -= 1
            }
        }
        return nil
    }

    /// The block at `brace` is the content of a `ForEach` (`List`, `Table`, `OutlineGroup` over
    /// data) or of `.sheet(item:)` and its kin: its parameter, and what of it is identity-bound.
    func boundParameter(ofBlockAt brace: Int) -> (token: Int, member: String?)? {
        let s = self
        var p = brace + 1
        if s.kind(p) == .leftParen, s.isName(p + 1), s.kind(p + 2) == .rightParen { p += 1 }
        guard s.kind(p) == .identifier || s.kind(p) == .backtickIdentifier,
              s.isWord(p + 1, "in") || (s.kind(p + 1) == .rightParen && s.isWord(p + 2, "in")) else { return nil }
        guard s.kind(brace - 1) == .rightParen, let paren = s.partnerOf(brace - 1), s.isName(paren - 1) else { return nil }
        let callee = s.name(paren - 1)
        let arguments = s.arguments(inParentheses: paren)
        switch callee {
        case "ForEach", "List", "Table", "OutlineGroup":
            guard let id = arguments.first(where: { s.hasLabel($0, "id") }) else { return (p, "id") }
            let t = id.tokens
            // `\.self`: the element itself; `\.p`: its property p.
            guard t.count >= 3, s.kind(t.lowerBound) == .backslash, s.kind(t.lowerBound + 1) == .period else { return nil }
            if s.isWord(t.lowerBound + 2, "self") && t.count == 3 { return (p, nil) }
            return t.count == 3 ? (p, s.name(t.lowerBound + 2)) : nil
        case "sheet", "fullScreenCover", "popover", "navigationDestination":
            guard s.kind(paren - 2) == .period, arguments.contains(where: { s.hasLabel($0, "item") }) else { return nil }
            return (p, "id")
        default:
            return nil
        }
    }

    /// A constant expression (docs/architecture.md, "Constant"), written at `place`.
    func isConstantExpression(_ range: Range<Int>, _ place: Place, _ index: ProjectIndex) -> Bool {
        let s = self
        guard !range.isEmpty else { return false }
        var literal = true
        for j in range {
            switch s.kind(j) {
            case .integerLiteral?, .floatLiteral?, .stringLiteral?, .stringSegment?, .leftBracket?, .rightBracket?, .comma?, .colon?:
                continue
            case .keyword?, .identifier?:
                if s.isWord(j, "true") || s.isWord(j, "false") || s.isWord(j, "nil") { continue }
            case .operator?:
                if s.is(j, "-") && (j == range.lowerBound || s.kind(j - 1) == .comma || s.kind(j - 1) == .leftBracket
                                    || s.kind(j - 1) == .colon) { continue }
            default: break
            }
            literal = false
            break
        }
        if literal { return true }
        // Names joined by periods, nothing else: `.zero`, `Layout.padding`, `Tab.home`.
        var names: [String] = []
        var j = range.lowerBound
        let implicit = s.kind(j) == .period
        if implicit { j += 1 }
        while j < range.upperBound {
            guard s.isName(j) else { return false }
            names.append(s.name(j))
            j += 1
            if j == range.upperBound { break }
            guard s.kind(j) == .period else { return false }
            j += 1
        }
        guard let last = names.last else { return false }
        if implicit { return true }
        // A type's member (`Layout.padding`): a value's member (`store.lastSKU`) can change.
        guard names.count >= 2, let head = names[0].utf8.first, head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z") else { return false }
        let owner = names.dropLast().joined(separator: ".")
        guard let type = index.resolveType(owner, from: place) else {
            // A library's static value: constant, but for the clock and the current settings.
            return !["now", "current", "autoupdatingCurrent"].contains(last)
        }
        for (_, decl) in index.declarations(of: type) {
            if decl.caseNames.contains(last) { return true }
            if decl.properties.contains(where: { $0.name == last && $0.isStatic && $0.isLet }) { return true }
        }
        return false
    }
}
