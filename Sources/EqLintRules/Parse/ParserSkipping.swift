/// The declaration parser's skipping: past lines, statements and expressions, enum case values,
/// what an initializer constructs, and the first words of accessor blocks.

extension DeclarationParser {
    // MARK: Skipping

    /// Skips to the first token of the next line.
    func skipRestOfLine(_ start: Int) -> Int {
        var i = start
        while i < scope.close && !s.tokens[i].hasNewlineBefore {
            i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket ? s.after(i) : i + 1
        }
        return min(i, max(scope.close, start))
    }

    /// Skips code up to the next line that starts a declaration, a `;`, or the end of
    /// the enclosing body; bracketed groups are jumped whole.
    func skipStatement(_ start: Int) -> Int {
        var i = start
        let close = scope.close
        while i < close {
            let t = s.tokens[i]
            if t.hasNewlineBefore && isDeclarationStart(i) { return i }
            switch t.kind {
            case .semicolon, .rightBrace: return i
            case .leftBrace, .leftParen, .leftBracket, .interpolationOpen: i = min(s.after(i), close)
            default: i += 1
            }
        }
        return close
    }

    /// Skips an initializer expression: stops at a `,` or `;`, a line starting a
    /// declaration, a closing bracket, or a `{` that opens `willSet`/`didSet` observers.
    func skipExpression(_ start: Int) -> Int {
        var i = start
        let close = scope.close
        while i < close {
            let t = s.tokens[i]
            if i > start && t.hasNewlineBefore && isDeclarationStart(i) { return i }
            switch t.kind {
            case .comma, .semicolon, .rightBrace, .rightParen, .rightBracket: return i
            case .leftBrace:
                if i > start && isObserverBlock(i) { return i }
                i = min(s.after(i), close)
            case .leftParen, .leftBracket, .interpolationOpen:
                i = min(s.after(i), close)
            case .operator:
                if s.is(i, "<") && !t.hasSpaceBefore && i > start && s.isName(i - 1) {
                    let end = s.skipAngles(i)
                    if end > i + 1, let k = s.kind(end), k == .leftParen || k == .period || k == .leftBrace {
                        i = end
                        continue
                    }
                }
                i += 1
            default:
                i += 1
            }
        }
        return close
    }

    /// The names and associated value types of `case a(Int), b(label: () -> Void)`, appended
    /// to the enum's lists.
    mutating func readCaseValues(_ start: Int, into t: Int) {
        var i = start
        let close = scope.close
        while i < close && s.isName(i) {
            types[t].caseNames.append(s.name(i))
            i += 1
            if s.kind(i) == .leftParen, let end = s.partnerOf(i), end <= close {
                var element = i + 1
                var j = i + 1
                var colon: Int? = nil
                while j <= end {
                    if j == end || s.kind(j) == .comma {
                        let from = colon.map { $0 + 1 } ?? element
                        var to = j
                        // A default value (`case a(x: Int = 0)`) is not part of the type.
                        var k = from
                        while k < j { if s.isOperator(k, "=") { to = k; break }; k = s.after(k) }
                        if from < to { types[t].associatedValueTypes.append(s.normalizedText(from..<to)) }
                        element = j + 1
                        colon = nil
                        j += 1
                        continue
                    }
                    if s.kind(j) == .colon && colon == nil { colon = j }
                    j = s.isOperator(j, "<") ? max(j + 1, s.skipAngles(j)) : s.after(j)
                }
                i = end + 1
            }
            // A raw value, of one token or more (`= -1`): up to the comma that ends it, on its line,
            // so that the next case's name is read.
            if s.isOperator(i, "=") {
                i += 1
                while i < close && s.kind(i) != .comma && !s.tokens[i].hasNewlineBefore { i = s.after(i) }
            }
            guard s.kind(i) == .comma else { break }
            i += 1
        }
    }

    /// docs/architecture.md, "Constant", and the type an initial value constructs: a literal (a
    /// number, a string without interpolation, `true`, `false`, `nil`, an array or dictionary
    /// literal of these) or a plain reference with no call (`Layout.padding`, `.zero`) is constant;
    /// `Name(…)` constructs `Name`.
    func initializerFacts(_ range: Range<Int>) -> (constant: Bool, constructed: String?) {
        guard !range.isEmpty else { return (false, nil) }
        var literal = true
        for j in range {
            switch s.kind(j) {
            case .integerLiteral?, .floatLiteral?, .stringLiteral?, .stringSegment?,
                 .leftBracket?, .rightBracket?, .comma?, .colon?:
                continue
            case .keyword?, .identifier?:
                if s.isWord(j, "true") || s.isWord(j, "false") || s.isWord(j, "nil") { continue }
            case .operator?:
                if s.is(j, "-") && (j == range.lowerBound || s.kind(j - 1) == .comma || s.kind(j - 1) == .leftBracket
                                    || s.kind(j - 1) == .colon) { continue }
            default:
                break
            }
            literal = false
            break
        }
        if literal { return (true, nil) }
        // Names joined by periods, nothing else (`Layout.padding`, `.zero`).
        var j = range.lowerBound
        var wantsName = s.kind(j) != .period
        var reference = true
        while j < range.upperBound {
            if wantsName ? !s.isName(j) : s.kind(j) != .period { reference = false; break }
            wantsName.toggle()
            j += 1
        }
        if reference && !wantsName { return (true, nil) }
        // `UUID(…)` or `ObjectIdentifier(…)`, the whole initial value: the identity types of the
        // identity-keyed `==` of docs/rules.md, `equatable_unmarked_closure` (no other construction
        // is asked about).
        j = range.lowerBound
        guard s.kind(j + 1) == .leftParen, s.after(j + 1) == range.upperBound else { return (false, nil) }
        if s.isWord(j, "UUID") { return (false, "UUID") }
        if s.isWord(j, "ObjectIdentifier") { return (false, "ObjectIdentifier") }
        return (false, nil)
    }

    /// The first word inside the braces at `open`, after attributes and modifiers.
    func firstAccessorWord(_ open: Int) -> Int {
        var i = open + 1
        while s.kind(i) == .at { i = s.skipAttribute(i) }
        while s.isWord(i, "mutating") || s.isWord(i, "nonmutating") || s.isWord(i, "__consuming") {
            i += 1
        }
        return i
    }

    func isObserverBlock(_ open: Int) -> Bool {
        let i = firstAccessorWord(open)
        return s.isWord(i, "willSet") || s.isWord(i, "didSet")
    }

    func isAccessorKeyword(_ i: Int) -> Bool {
        s.isWord(i, "get") || s.isWord(i, "set") || s.isWord(i, "willSet") || s.isWord(i, "didSet")
            || s.isWord(i, "_read") || s.isWord(i, "_modify") || s.isWord(i, "read")
            || s.isWord(i, "modify") || s.isWord(i, "unsafeAddress")
            || s.isWord(i, "unsafeMutableAddress") || s.isWord(i, "init")
    }
}
