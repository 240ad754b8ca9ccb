/// Builds the declaration model of one file from its tokens.
///
/// The parser walks declarations with an explicit stack of open type bodies; the bodies
/// of functions, accessors, closures and statements are jumped over through their
/// bracket partners, so the walk is linear and never recursive. Where it meets code it
/// does not understand, it records a recovery and resumes at the next line that starts a
/// declaration, or at the closing brace of the enclosing body: it never loses the rest
/// of the file.
public enum Parser {
    /// Lexes and parses `source`.
    /// `readsMemberUses: false` skips what only the index needs (what `==`, hashing and
    /// `body` read), for a file whose index facts are already known. `readsBodies: false`
    /// leaves what each view's `body` reads for later (`ParsedFile.bodyReadsDeferred`): one
    /// rule asks it, of few views, and reading every body costs a walk of most of the code.
    public static func parse(_ source: SourceText, readsMemberUses: Bool = true, readsBodies: Bool = true) -> ParsedFile {
        let lexed = Lexer.lex(source)
        var parser = DeclarationParser(TokenStream(lexed, source))
        parser.run()
        var file = ParsedFile(source: source, lexed: lexed)
        file.types = parser.types
        parser.types = []  // so that filling in member uses below does not copy every type
        file.globalFunctions = parser.globalFunctions
        file.globalProperties = parser.globalProperties
        file.typealiases = parser.typealiases
        file.recoveries = parser.recoveries
        file.macroBodies = parser.macroBodies
        file.importsEquatable = parser.importsEquatable
        if readsMemberUses {
            MemberUsesReader.fill(&file, bodies: readsBodies)
            file.bodyReadsDeferred = !readsBodies
        }
        return file
    }
}

/// Type bodies nested deeper than this are read as opaque code (names would grow
/// quadratically with depth otherwise).
private let maximumTypeNesting = 200

private struct Scope {
    /// Index of the closing `}` (or the token count for the file).
    var close: Int
    /// The `}` at `close` belongs to this scope and is consumed when it ends.
    var ownsClose: Bool
    /// Index into `types`, nil for the file.
    var type: Int?
    var qualifiedName: String
    var ifDepth = 0
}

private struct DeclarationParser {
    let s: TokenStream
    var types: [TypeDecl] = []
    var globalFunctions: [Function] = []
    var globalProperties: [Property] = []
    var typealiases: [Typealias] = []
    var recoveries: [SourceProblem] = []
    var stack: [Scope] = []
    var pendingAttributes: [Attribute] = []
    var macroBodies: [Range<Int>] = []
    var importsEquatable = false

    init(_ s: TokenStream) { self.s = s }

    mutating func run() {
        stack = [Scope(close: s.count, ownsClose: false, type: nil, qualifiedName: "")]
        var i = 0
        while true {
            let top = stack[stack.count - 1]
            if i >= top.close {
                if stack.count == 1 { break }
                stack.removeLast()
                if top.ownsClose { i = top.close + 1 }
                pendingAttributes = []
                continue
            }
            let next = parseMember(i)
            i = max(next, i + 1)
        }
    }

    var scope: Scope { stack[stack.count - 1] }

    // MARK: Members

    mutating func parseMember(_ start: Int) -> Int {
        var i = start
        switch s.tokens[i].kind {
        case .semicolon:
            return i + 1
        case .rightBrace:
            return i + 1  // stray; the lexer reported it
        case .at:
            let end = s.skipAttribute(i)
            pendingAttributes.append(Attribute(name: s.attributeName(i), offset: s.tokens[i].start,
                                               token: i))
            return end
        case .pound:
            if s.is(i, "#if") {
                stack[stack.count - 1].ifDepth += 1
                return skipRestOfLine(i + 1)
            }
            if s.is(i, "#elseif") { return skipRestOfLine(i + 1) }
            if s.is(i, "#else") { return i + 1 }
            if s.is(i, "#endif") {
                stack[stack.count - 1].ifDepth = max(0, scope.ifDepth - 1)
                return i + 1
            }
            pendingAttributes = []
            let end = skipStatement(i + 1)  // #warning, #error, #Preview { }, other macros
            if scope.type == nil { macroBodies.append(i..<end) }
            return end
        default:
            break
        }
        var isStatic = false, isLazy = false
        while isModifier(i) {
            if s.isWord(i, "static") || s.isWord(i, "class") { isStatic = true }
            if s.isWord(i, "lazy") { isLazy = true }
            i += 1
            if s.kind(i) == .leftParen && !s.tokens[i].hasSpaceBefore { i = s.after(i) }
        }
        let attributes = pendingAttributes
        pendingAttributes = []
        if s.kind(i) == .keyword || s.kind(i) == .identifier {
            if s.isWord(i, "struct") { return parseType(.struct, i, attributes) }
            if s.isWord(i, "class") { return parseType(.class, i, attributes) }
            if s.isWord(i, "enum") { return parseType(.enum, i, attributes) }
            if s.isWord(i, "protocol") { return parseType(.protocol, i, attributes) }
            if s.isWord(i, "extension") { return parseType(.extension, i, attributes) }
            if s.isWord(i, "actor") && s.isName(i + 1) { return parseType(.actor, i, attributes) }
            if s.isWord(i, "var") || s.isWord(i, "let") {
                return parseVariable(i, attributes, isStatic: isStatic, isLazy: isLazy)
            }
            if s.isWord(i, "func") { return parseFunction(.function, i, attributes, isStatic) }
            if s.isWord(i, "init") { return parseFunction(.initializer, i, attributes, isStatic) }
            if s.isWord(i, "subscript") { return parseFunction(.subscript, i, attributes, isStatic) }
            if let t = scope.type, !attributes.isEmpty, s.isWord(i, "typealias") || s.isWord(i, "deinit")
                || s.isWord(i, "case") || s.isWord(i, "associatedtype") {
                types[t].otherMemberAttributes.append(contentsOf: attributes)
            }
            if s.isWord(i, "typealias") { return parseTypealias(i) }
            if s.isWord(i, "import") && scope.type == nil && s.isWord(i + 1, "Equatable") {
                importsEquatable = true
            }
            if s.isWord(i, "case"), let t = scope.type, types[t].kind == .enum { readCaseValues(i + 1, into: t) }
            // A protocol's associated types are looked up like generic parameters
            // (docs/architecture.md, "Name resolution", first step).
            if s.isWord(i, "associatedtype"), let t = scope.type, s.isName(i + 1) {
                types[t].genericParameters.append(s.name(i + 1))
            }
            if s.isWord(i, "deinit") || s.isWord(i, "case") || s.isWord(i, "import")
                || s.isWord(i, "associatedtype") || s.isWord(i, "operator")
                || s.isWord(i, "precedencegroup") || (s.isWord(i, "macro") && s.isName(i + 1)) {
                return skipStatement(i + 1)
            }
        }
        // Modifiers may have run to the end of the body or the file.
        guard i < scope.close else { return i }
        // Top-level code (statements, expressions) is expected; inside a type it is not.
        if scope.type != nil {
            recoveries.append(SourceProblem(.unparsed("member"), at: s.tokens[i].start))
        }
        return skipStatement(i + 1)
    }

    /// Modifier words, recognized only where a declaration follows them.
    func isModifier(_ i: Int) -> Bool {
        guard let k = s.kind(i), k == .identifier || k == .keyword else { return false }
        let next = i + 1
        if s.isWord(i, "class") {
            return isModifier(next) || isDeclarationKeyword(next)
        }
        guard s.isName(next) || (s.kind(next) == .leftParen && !s.tokens[next].hasSpaceBefore) else {
            return false
        }
        return s.isWord(i, "static") || s.isWord(i, "public") || s.isWord(i, "private")
            || s.isWord(i, "fileprivate") || s.isWord(i, "internal") || s.isWord(i, "open")
            || s.isWord(i, "package") || s.isWord(i, "final") || s.isWord(i, "override")
            || s.isWord(i, "mutating") || s.isWord(i, "nonmutating") || s.isWord(i, "lazy")
            || s.isWord(i, "weak") || s.isWord(i, "unowned") || s.isWord(i, "dynamic")
            || s.isWord(i, "optional") || s.isWord(i, "required") || s.isWord(i, "convenience")
            || s.isWord(i, "indirect") || s.isWord(i, "prefix") || s.isWord(i, "postfix")
            || s.isWord(i, "infix") || s.isWord(i, "nonisolated") || s.isWord(i, "distributed")
            || s.isWord(i, "consuming") || s.isWord(i, "borrowing") || s.isWord(i, "__consuming")
            || s.isWord(i, "isolated") || s.isWord(i, "_const")
    }

    func isDeclarationKeyword(_ i: Int) -> Bool {
        s.isWord(i, "var") || s.isWord(i, "let") || s.isWord(i, "func") || s.isWord(i, "init")
            || s.isWord(i, "subscript") || s.isWord(i, "struct") || s.isWord(i, "class")
            || s.isWord(i, "enum") || s.isWord(i, "protocol") || s.isWord(i, "extension")
            || s.isWord(i, "typealias") || s.isWord(i, "deinit") || s.isWord(i, "case")
            || s.isWord(i, "import") || s.isWord(i, "associatedtype") || s.isWord(i, "operator")
            || s.isWord(i, "precedencegroup")
            || ((s.isWord(i, "actor") || s.isWord(i, "macro")) && s.isName(i + 1))
    }

    /// A token that can only begin a declaration or a directive (used at line starts).
    func isDeclarationStart(_ i: Int) -> Bool {
        switch s.kind(i) {
        case .at?: return s.isName(i + 1)
        case .pound?: return s.is(i, "#if") || s.is(i, "#elseif") || s.is(i, "#else") || s.is(i, "#endif")
        case .rightBrace?: return true
        default: return isDeclarationKeyword(i) || isModifier(i)
        }
    }

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

    /// The associated value types of `case a(Int), b(label: () -> Void)`, appended to the
    /// enum's list.
    mutating func readCaseValues(_ start: Int, into t: Int) {
        var i = start
        let close = scope.close
        while i < close && s.isName(i) {
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
            if s.isOperator(i, "=") { i += 2 }
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

    // MARK: Types

    /// `Name: Constraint` starting at name token `i`, up to a top-level `,`, `>` closing the
    /// generic clause, `where` or `{` (before `limit`), as normalized text.
    func requirement(_ i: Int, limit: Int) -> String? {
        var j = i + 2
        while j < limit && s.kind(j) != .comma && s.kind(j) != .leftBrace && !s.isWord(j, "where")
            && !(s.isOperator(j, ">") && s.kind(j - 1) != .operator) {
            if s.tokens[j].hasNewlineBefore && isDeclarationStart(j) { break }
            j = s.isOperator(j, "<") ? s.skipAngles(j) : s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
        }
        guard j > i + 2 else { return nil }
        return s.name(i) + ": " + s.normalizedText((i + 2)..<j)
    }

    mutating func parseType(_ kind: TypeKind, _ keyword: Int, _ attributes: [Attribute]) -> Int {
        var i = keyword + 1
        let name: String
        let nameStart = i
        var generics: [String] = []
        var constraints: [String] = []
        if kind == .extension {
            i = s.skipType(i)
            guard i > nameStart else { return recover(at: keyword, "extension") }
            name = extendedTypeName(nameStart..<i)
        } else {
            guard s.isName(i) else { return recover(at: keyword, "type declaration") }
            name = s.name(i)
            i += 1
            if s.isOperator(i, "<") {
                let end = s.skipAngles(i)
                var j = i + 1
                while j < end {
                    if s.isName(j) && (j == i + 1 || s.kind(j - 1) == .comma) {
                        generics.append(s.name(j))
                        if s.kind(j + 1) == .colon, let text = requirement(j, limit: end - 1) { constraints.append(text) }
                    }
                    j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
                }
                i = end
            }
        }
        let nameEnd = s.tokens[max(nameStart, i - 1)].end
        var inherits: [String] = []
        if s.kind(i) == .colon {
            repeat {
                let entry = i + 1
                i = s.skipType(entry)
                guard i > entry else { break }
                inherits.append(s.normalizedText(entry..<i))
            } while s.kind(i) == .comma
        }
        if s.isWord(i, "where") {
            var clauseStart = true
            while i < scope.close && s.kind(i) != .leftBrace && s.kind(i) != .rightBrace {
                if s.tokens[i].hasNewlineBefore && isDeclarationStart(i) { break }
                if clauseStart && s.isName(i) && s.kind(i + 1) == .colon, let text = requirement(i, limit: scope.close) {
                    constraints.append(text)
                }
                clauseStart = s.kind(i) == .comma || s.isWord(i, "where")
                i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket ? s.after(i) : i + 1
            }
        }
        let parent = scope
        let qualified = parent.qualifiedName.isEmpty ? name : parent.qualifiedName + "." + name
        let hasBody = s.kind(i) == .leftBrace
        let close = hasBody ? (s.partnerOf(i) ?? parent.close) : i
        let decl = TypeDecl(kind: kind, name: qualified, simpleName: name,
                            nameOffset: s.tokens[nameStart].start, nameEnd: nameEnd,
                            inherits: inherits, attributes: attributes, genericParameters: generics,
                            parent: parent.type, bodyTokens: hasBody ? (i + 1)..<max(i + 1, close) : i..<i)
        types.append(decl)
        if !constraints.isEmpty { types[types.count - 1].genericConstraints = constraints }
        guard hasBody else {
            recoveries.append(SourceProblem(.unparsed("type body"), at: s.tokens[nameStart].start))
            return skipStatement(i)
        }
        if stack.count > maximumTypeNesting { return close + 1 }
        stack.append(Scope(close: close, ownsClose: s.partnerOf(i) != nil, type: types.count - 1,
                           qualifiedName: qualified))
        return i + 1
    }

    /// An extension's name: dotted identifiers without generic arguments; other type
    /// forms (`[String]`, `Int?`) as normalized text.
    func extendedTypeName(_ range: Range<Int>) -> String {
        var parts: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard s.isName(i) else { return s.normalizedText(range) }
            parts.append(s.name(i))
            i += 1
            if s.isOperator(i, "<") { i = s.skipAngles(i) }
            if i == range.upperBound { break }
            guard s.kind(i) == .period else { return s.normalizedText(range) }
            i += 1
        }
        return parts.joined(separator: ".")
    }

    mutating func recover(at i: Int, _ what: String) -> Int {
        recoveries.append(SourceProblem(.unparsed(what), at: s.tokens[i].start))
        return skipStatement(i + 1)
    }

    // MARK: Properties

    mutating func parseVariable(_ keyword: Int, _ attributes: [Attribute], isStatic: Bool,
                                isLazy: Bool) -> Int {
        let isLet = s.isWord(keyword, "let")
        var i = keyword + 1
        var bindingIndex = 0
        // Properties go straight into their list (a copy of a property retains all it holds);
        // code the parser cannot read drops the declaration's earlier bindings again.
        let before = scope.type.map { types[$0].properties.count } ?? globalProperties.count
        while true {
            // The bound names: one token, or (a tuple pattern) a list.
            var single: Int? = nil
            var tupleNames: [Int] = []
            var isTuple = false
            if s.kind(i) == .leftParen {
                isTuple = true
                let end = s.after(i)
                for j in (i + 1)..<max(i + 1, end - 1) where s.isName(j) && !s.isWord(j, "_")
                    && s.kind(j + 1) != .colon {
                    tupleNames.append(j)
                }
                i = end
            } else if s.isName(i) {
                if !s.isWord(i, "_") { single = i }
                i += 1
            } else {
                if let t = scope.type {
                    types[t].properties.removeSubrange(before...)
                } else {
                    globalProperties.removeSubrange(before...)
                }
                return recover(at: keyword, "variable")
            }
            let (typeTokens, fusedEquals, initializer, closureLiteral, next) = annotationAndInitializer(i)
            i = next
            var stored = true, observers = false
            var bodies: [Range<Int>] = []
            if s.kind(i) == .leftBrace && (typeTokens != nil || initializer != nil),
               let close = s.partnerOf(i) {
                (stored, observers, bodies) = accessors(i, close)
                i = close + 1
            }
            // Called directly: `initializer.map(initializerFacts)` would capture a copy of the parser.
            var initial: (constant: Bool, constructed: String?) = (false, nil)
            if let initializer { initial = initializerFacts(initializer) }
            func add(_ name: Int) {
                let hasType = typeTokens != nil && !isTuple
                let typeText = hasType ? s.normalizedText(typeTokens!, trimmingLastBytes: fusedEquals ? 1 : 0) : nil
                let annotation = typeText.map(WrittenType.annotation)
                let property = Property(
                    name: s.name(name), nameOffset: s.tokens[name].start, nameEnd: s.tokens[name].end,
                    isLet: isLet, isStatic: isStatic, isStored: stored, isLazy: isLazy,
                    type: typeText,
                    typeTokens: hasType ? typeTokens : nil, wrappers: attributes,
                    hasClosureType: annotation?.isClosure ?? false,
                    closureShape: annotation?.shape,
                    initializerTokens: initializer, hasClosureLiteralInitializer: closureLiteral,
                    hasObservers: observers, accessorBodies: bodies, bindingIndex: bindingIndex,
                    isInTuplePattern: isTuple, isInIfConfig: scope.ifDepth > 0,
                    hasConstantInitializer: initial.constant, constructedType: initial.constructed)
                if let t = scope.type { types[t].properties.append(property) } else {
                    globalProperties.append(property)
                }
            }
            if let single { add(single) }
            for name in tupleNames { add(name) }
            bindingIndex += 1
            guard s.kind(i) == .comma else { break }
            i += 1
        }
        return i
    }

    /// After a binding's names at `i`: its type annotation's tokens (`: T`), whether the type
    /// ends in a fused `=` (`: T<U>= x`), its initializer's tokens and whether that is a closure
    /// literal, and the token after them.
    @inline(__always)
    func annotationAndInitializer(_ at: Int)
        -> (type: Range<Int>?, fusedEquals: Bool, initializer: Range<Int>?, closureLiteral: Bool, next: Int) {
        var i = at
        var typeTokens: Range<Int>? = nil
        var fusedEquals = false
        if s.kind(i) == .colon {
            let start = i + 1
            i = s.skipType(start)
            typeTokens = start..<i
            fusedEquals = i > start && s.typeEndsWithFusedEquals(i)
        }
        var initializer: Range<Int>? = nil
        var closureLiteral = false
        if s.isOperator(i, "=") || fusedEquals {
            let start = fusedEquals ? i : i + 1
            i = skipExpression(start)
            initializer = start..<i
            closureLiteral = s.kind(start) == .leftBrace && s.after(start) == i
        }
        return (typeTokens, fusedEquals, initializer, closureLiteral, i)
    }

    /// The accessor block `{ ... }` from `open` to `close` of a property: whether the property
    /// is still stored (only `willSet`, `didSet`), whether it has observers, and the bodies of
    /// its accessors (the whole block for a getter written without `get`).
    @inline(__always)
    func accessors(_ open: Int, _ close: Int) -> (stored: Bool, observers: Bool, bodies: [Range<Int>]) {
        var stored = true, observers = false
        var bodies: [Range<Int>] = []
        let first = firstAccessorWord(open)
        if isAccessorKeyword(first) && !(s.isWord(first, "init") && s.kind(first + 1) != .leftParen
                                         && s.kind(first + 1) != .leftBrace) {
            var j = first
            while j < close {
                if isAccessorKeyword(j) {
                    if s.isWord(j, "willSet") || s.isWord(j, "didSet") { observers = true } else {
                        stored = false
                    }
                    j += 1
                    if s.kind(j) == .leftParen { j = s.after(j) }
                    while j < close && s.kind(j) != .leftBrace && !isAccessorKeyword(j) { j += 1 }
                    if s.kind(j) == .leftBrace, let end = s.partnerOf(j) {
                        bodies.append((j + 1)..<end)
                        j = end + 1
                    }
                } else {
                    j = s.kind(j) == .leftBrace ? s.after(j) : j + 1
                }
            }
        } else {
            stored = false
            bodies.append((open + 1)..<close)
        }
        return (stored, observers, bodies)
    }

    // MARK: Functions

    mutating func parseFunction(_ kind: FunctionKind, _ keyword: Int, _ attributes: [Attribute],
                                _ isStatic: Bool) -> Int {
        var i = keyword + 1
        var baseName: String
        var nameToken = keyword
        var isOperator = false
        switch kind {
        case .function:
            if s.isName(i) {
                baseName = s.name(i)
            } else if s.kind(i) == .operator || s.kind(i) == .period {
                baseName = s.text(i)
                isOperator = true
                // `==<T>` lexes as one operator; its `<` opens the generic clause.
                nameToken = i
                if baseName.count > 1 && baseName.hasSuffix("<") && s.kind(i + 1) != .leftParen {
                    baseName.removeLast()
                    var j = i + 1
                    var depth = 1
                    while j < scope.close && depth > 0 && s.kind(j) != .leftBrace {
                        if s.is(j, ">") { depth -= 1 }
                        j += 1
                    }
                    i = j - 1
                }
            } else {
                return recover(at: keyword, "function")
            }
            if !isOperator { nameToken = i }
            i += 1
        case .initializer:
            baseName = "init"
            if s.isOptionalMark(i) && !s.tokens[i].hasSpaceBefore { i += 1 }
        case .subscript:
            baseName = "subscript"
        }
        if s.isOperator(i, "<") { i = s.skipAngles(i) }
        guard s.kind(i) == .leftParen else { return recover(at: keyword, "function signature") }
        let parameters = parseParameters(i, isOperator: isOperator, isSubscript: kind == .subscript)
        i = s.after(i)
        while i < scope.close {
            if s.isOperator(i, "->") {
                i = s.skipType(i + 1)
            } else if s.isWord(i, "async") || s.isWord(i, "throws") || s.isWord(i, "rethrows")
                        || s.isWord(i, "reasync") {
                i += 1
                if s.kind(i) == .leftParen && s.isWord(i - 1, "throws") { i = s.after(i) }
            } else if s.isWord(i, "where") {
                i += 1
                while i < scope.close && s.kind(i) != .leftBrace && s.kind(i) != .rightBrace
                        && !(s.tokens[i].hasNewlineBefore && isDeclarationStart(i)) {
                    i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket ? s.after(i) : i + 1
                }
            } else {
                break
            }
        }
        var body: Range<Int>? = nil
        if s.kind(i) == .leftBrace, let close = s.partnerOf(i) {
            body = (i + 1)..<close
            i = close + 1
        }
        let labels = parameters.map { $0.label + ":" }.joined()
        let function = Function(kind: kind, name: baseName + "(" + labels + ")", baseName: baseName,
                                nameOffset: s.tokens[nameToken].start, nameEnd: s.tokens[nameToken].end,
                                isStatic: isStatic, parameters: parameters, attributes: attributes,
                                bodyTokens: body)
        if let t = scope.type { types[t].functions.append(function) } else {
            globalFunctions.append(function)
        }
        return i
    }

    func parseParameters(_ open: Int, isOperator: Bool, isSubscript: Bool) -> [Parameter] {
        guard let close = s.partnerOf(open) else { return [] }
        var out: [Parameter] = []
        var i = open + 1
        while i < close {
            var names: [Int] = []
            while s.kind(i) == .at { i = s.skipAttribute(i) }
            while s.isName(i) && names.count < 2 && s.kind(i) != .colon {
                names.append(i)
                i += 1
            }
            var type = ""
            if s.kind(i) == .colon {
                let start = i + 1
                i = s.skipType(start)
                type = s.normalizedText(start..<i)
            }
            while i < close && s.kind(i) != .comma {
                if s.kind(i) == .leftParen || s.kind(i) == .leftBracket || s.kind(i) == .leftBrace {
                    i = s.after(i)
                } else if s.isOperator(i, "<") && s.isName(i - 1) {
                    i = s.skipAngles(i)
                } else {
                    i += 1
                }
            }
            i += 1
            guard let first = names.first else { continue }
            let label: String
            if isOperator || (isSubscript && names.count < 2) { label = "_" } else { label = s.name(first) }
            out.append(Parameter(label: label, name: s.name(names[names.count - 1]), type: type))
        }
        return out
    }

    // MARK: Typealias

    mutating func parseTypealias(_ keyword: Int) -> Int {
        var i = keyword + 1
        guard s.isName(i) else { return recover(at: keyword, "typealias") }
        let nameToken = i
        i += 1
        if s.isOperator(i, "<") { i = s.skipAngles(i) }
        guard s.isOperator(i, "=") else { return skipStatement(i) }
        let start = i + 1
        i = s.skipType(start)
        let name = s.name(nameToken)
        let target = s.normalizedText(start..<i)
        let alias = Typealias(name: scope.qualifiedName.isEmpty ? name : scope.qualifiedName + "." + name,
                              shape: WrittenType(target).closureShape,
                              target: target, targetTokens: start..<i,
                              offset: s.tokens[nameToken].start)
        typealiases.append(alias)
        if let t = scope.type { types[t].typealiases.append(alias) }
        return i
    }
}
