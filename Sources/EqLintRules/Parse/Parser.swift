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

extension DeclarationParser {
    /// An open body of declarations: the file or a type.
    struct Scope {
        /// Index of the closing `}` (or the token count for the file).
        var close: Int
        /// The `}` at `close` belongs to this scope and is consumed when it ends.
        var ownsClose: Bool
        /// Index into `types`, nil for the file.
        var type: Int?
        var qualifiedName: String
        var ifDepth = 0
    }
}

struct DeclarationParser {
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
}
