/// docs/rules.md, `representable_stale_closure`: where a make method or `makeCoordinator()` hands
/// over a representable's closure properties, or the representable itself.
struct HandOvers {
    /// One hand-over: the token to report at, and the method it is in.
    struct Place { var token: Int; var method: String }

    let ctx: RuleContext
    let closures: [String]
    /// Each closure property handed over by name (bare, `self.P`, through a local, or read by
    /// a closure literal handed over).
    private(set) var direct: [String: [Place]] = [:]
    /// Where the representable itself is handed over (every closure property with it).
    private(set) var throughSelf: [Place] = []
    /// `makeCoordinator()` passes `self` to a construction: `Coordinator(self)`.
    private(set) var selfToCoordinator = false
    /// The type that construction names, as written.
    private(set) var coordinatorConstructed: String?
    /// Every hand-over of `self` is that one, to the coordinator in `makeCoordinator()`.
    var selfOnlyToCoordinator: Bool {
        selfToCoordinator && throughSelf.allSatisfy { $0.method == Representables.makeCoordinator }
    }

    init(_ ctx: RuleContext, closures: [String]) {
        self.ctx = ctx
        self.closures = closures
    }

    private var s: TokenStream { ctx.tokens }

    /// Reads one method's body (not the functions and types declared inside it).
    mutating func read(_ body: Range<Int>, of function: Function, method: String) {
        let facts = BodyWalker(s).walk(body, parameters: function.parameters.enumerated().map { ($0.element.name, -1 - $0.offset) })
        let nested = Self.nestedDeclarations(in: body, s)
        let openers = Self.openers(in: body, s)
        func skipped(_ i: Int) -> Bool { nested.contains { $0.contains(i) } }
        // Locals carrying a closure property: their declaring token → (property, where to report).
        var carriers: [Int: (property: String, at: Int)] = [:]
        for r in facts.references where !skipped(r.token) {
            if closures.contains(r.name) && (r.declaration == nil || r.isSelfMember) {
                let start = r.isSelfMember ? r.token - 2 : r.token
                let callEnd = r.isCalled && s.kind(r.token + 1) == .leftParen ? s.after(r.token + 1) : nil
                // Called, and what it returns handed over (`UIHostingController(rootView:
                // content())`, `let menu = makeMenu()`): the view built from the first render's
                // closure is kept. Reported at the call (docs/rules.md, `representable_stale_closure`).
                if let end = callEnd, isWholeArgument(start, end, openers) || isReturned(start, end, body) {
                    add(r.name, r.token, method)
                } else if let end = callEnd, let target = assignmentTarget(start, end, openers, facts) {
                    if let local = target.local { carriers[local] = (r.name, r.token) } else { add(r.name, r.token, method) }
                } else if isWholeArgument(start, r.token + 1, openers) {
                    add(r.name, r.token, method)
                } else if let target = assignmentTarget(start, r.token + 1, openers, facts) {
                    if let local = target.local { carriers[local] = (r.name, r.token) } else { add(r.name, r.token, method) }
                } else if let literal = enclosingClosureLiteral(r.token, body, openers) {
                    handOver(literal: literal, openers, facts, method) { token in add(r.name, token, method) } toLocal: { local, token in
                        carriers[local] = (r.name, token)
                    }
                }
            } else if let declaration = r.declaration, let carried = carriers[declaration] {
                // A local holding the property, passed or assigned on.
                if isWholeArgument(r.token, r.token + 1, openers)
                    || (assignmentTarget(r.token, r.token + 1, openers, facts).map { $0.local == nil } ?? false) {
                    add(carried.property, carried.at, method)
                }
            }
        }
        for token in facts.selfUses where !skipped(token) {
            if isWholeArgument(token, token + 1, openers) {
                throughSelf.append(Place(token: token, method: method))
                if method == Representables.makeCoordinator, let callee = callee(ofArgumentAt: token, openers) {
                    selfToCoordinator = true
                    coordinatorConstructed = constructedType(callee, resultBefore: body.lowerBound)
                }
            } else if let target = assignmentTarget(token, token + 1, openers, facts) {
                if target.local == nil { throughSelf.append(Place(token: token, method: method)) }
            } else if let literal = enclosingClosureLiteral(token, body, openers) {
                handOver(literal: literal, openers, facts, method) { at in
                    throughSelf.append(Place(token: at, method: method))
                } toLocal: { _, _ in }
            }
        }
    }

    private mutating func add(_ property: String, _ token: Int, _ method: String) {
        direct[property, default: []].append(Place(token: token, method: method))
    }

    /// A closure literal `{…}` at `open` handed over: passed (as an argument or a trailing
    /// closure) or assigned to anything but a local; `toLocal` when it initialises a local.
    private func handOver(literal open: Int, _ openers: [Int: Int], _ facts: BodyFacts, _ method: String,
                          _ handed: (Int) -> Void, toLocal: (Int, Int) -> Void) {
        guard let close = s.partnerOf(open) else { return }
        if isWholeArgument(open, close + 1, openers) || isTrailingClosure(open) {
            handed(open)
        } else if let target = assignmentTarget(open, close + 1, openers, facts) {
            if let local = target.local { toLocal(local, open) } else { handed(open) }
        }
    }

    /// docs/rules.md, `representable_stale_closure`: the update method hands P over again when it
    /// reads P, or bare `self`.
    static func refreshes(_ body: Range<Int>, of function: Function, closures: [String],
                          _ ctx: RuleContext) -> (reads: Set<String>, readsSelf: Bool) {
        let facts = BodyWalker(ctx.tokens).walk(body, parameters: function.parameters.enumerated().map { ($0.element.name, -1 - $0.offset) })
        var reads: Set<String> = []
        for r in facts.references where closures.contains(r.name) && (r.declaration == nil || r.isSelfMember) {
            reads.insert(r.name)
        }
        return (reads, !facts.selfUses.isEmpty)
    }

    // MARK: Shapes of code

    /// For each bracket in `body`, the opener of the brackets enclosing it (the innermost).
    static func openers(in body: Range<Int>, _ s: TokenStream) -> [Int: Int] {
        var out: [Int: Int] = [:]
        var stack: [Int] = []
        for i in body {
            if let top = stack.last { out[i] = top }
            switch s.kind(i) {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: stack.append(i)
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose: if !stack.isEmpty { stack.removeLast() }
            default: break
            }
        }
        return out
    }

    /// The bodies of functions and types declared inside `body`.
    static func nestedDeclarations(in body: Range<Int>, _ s: TokenStream) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = body.lowerBound
        while i < body.upperBound {
            if s.isWord(i, "func") || ((s.isWord(i, "struct") || s.isWord(i, "class") || s.isWord(i, "enum")
                || s.isWord(i, "actor") || s.isWord(i, "extension")) && s.isName(i + 1)) {
                var j = i + 1
                while j < body.upperBound && s.kind(j) != .leftBrace {
                    j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
                }
                if j < body.upperBound, let close = s.partnerOf(j) {
                    out.append(j..<(close + 1))
                    i = close + 1
                    continue
                }
            }
            i += 1
        }
        return out
    }

    /// Tokens `start..<end` are what the method returns: `return x`, or the whole of a body
    /// of one expression.
    func isReturned(_ start: Int, _ end: Int, _ body: Range<Int>) -> Bool {
        let ends = end == body.upperBound || s.tokens[end].hasNewlineBefore || s.kind(end) == .semicolon
        return ends && (s.isWord(start - 1, "return") || (start == body.lowerBound && end == body.upperBound))
    }

    /// Tokens `start..<end` are a whole argument of a call: `f(x)`, `f(a, x)`, `f(label: x)`.
    func isWholeArgument(_ start: Int, _ end: Int, _ openers: [Int: Int]) -> Bool {
        guard let open = openers[start], s.kind(open) == .leftParen, s.kind(end) == .comma || s.kind(end) == .rightParen,
              s.partnerOf(open).map({ end <= $0 }) ?? false else { return false }
        let before = start - 1
        if before == open || s.kind(before) == .comma { return isCall(open) }
        if s.kind(before) == .colon && s.isName(before - 1) && (before - 2 == open || s.kind(before - 2) == .comma) {
            return isCall(open)
        }
        return false
    }

    /// A `(` after a callee (a name, `)`, `]`, `>` or `?`/`!`), not after a keyword such as `if`.
    func isCall(_ open: Int) -> Bool {
        let previous = open - 1
        guard previous >= 0 else { return false }
        if s.kind(previous) == .identifier || s.kind(previous) == .backtickIdentifier { return true }
        if s.isWord(previous, "self") || s.isWord(previous, "super") || s.isWord(previous, "init") { return true }
        return s.kind(previous) == .rightParen || s.kind(previous) == .rightBracket || s.isOperator(previous, ">")
            || s.isOperator(previous, "?") || s.isOperator(previous, "!")
    }

    /// The type a call constructs when `self` is its argument at `token`: `Coordinator` in
    /// `Coordinator(self)`, `Outer.Coordinator` in `Outer.Coordinator(parent: self)`.
    func callee(ofArgumentAt token: Int, _ openers: [Int: Int]) -> String? {
        guard let open = openers[token] else { return nil }
        return dottedName(before: open)?.text
    }

    /// The name, dotted or not, whose last token is just before `end` (`Self.Coordinator`), and
    /// its first token.
    func dottedName(before end: Int) -> (start: Int, text: String)? {
        guard s.isName(end - 1) else { return nil }
        var start = end - 1
        while s.kind(start - 1) == .period && s.isName(start - 2) { start -= 2 }
        return (start, (start..<end).map { s.text($0) }.joined())
    }

    /// The type a construction in `makeCoordinator()` makes: its callee (`Coordinator`,
    /// `Self.Coordinator`), without `.init`; for an implicit member (`.init(self)`), the
    /// method's declared result (`-> Coordinator` before the body starting at `bodyStart`).
    func constructedType(_ callee: String, resultBefore bodyStart: Int) -> String? {
        if callee.hasSuffix(".init") { return String(callee.dropLast(5)) }
        guard callee == "init" else { return callee }
        var brace = bodyStart
        if s.kind(brace) != .leftBrace { brace -= 1 }
        guard s.kind(brace) == .leftBrace, let result = dottedName(before: brace),
              s.isOperator(result.start - 1, "->") else { return nil }
        return result.text
    }

    /// What an assignment sets: a local (the token declaring it), or nil for anything else.
    struct Target { var local: Int? }

    /// The assignment whose whole value is `start..<end` (`x.y = value`, `let x = value`,
    /// `let x: T = value`), if it is one.
    func assignmentTarget(_ start: Int, _ end: Int, _ openers: [Int: Int], _ facts: BodyFacts) -> Target? {
        guard s.isOperator(start - 1, "=") else { return nil }
        // The value ends the statement.
        guard end >= s.count || s.tokens[end].hasNewlineBefore || s.kind(end) == .semicolon
                || s.kind(end) == .rightBrace || s.kind(end) == .rightParen else { return nil }
        let first = statementStart(before: start - 1)
        if s.isWord(first, "let") || s.isWord(first, "var") {
            return Target(local: s.isName(first + 1) ? first + 1 : nil)
        }
        if first == start - 2, s.isName(first), let r = facts.references.first(where: { $0.token == first }),
           let declaration = r.declaration, !r.isSelfMember {
            return Target(local: declaration)
        }
        return Target(local: nil)
    }

    /// The first token of the statement holding `token`: back over bracketed groups to a token
    /// starting a line, or one after `{`, `(`, `,` or `;`.
    func statementStart(before token: Int) -> Int {
        var j = token
        while j > 0 {
            let k = s.kind(j)
            if k == .rightParen || k == .rightBracket || k == .rightBrace, let open = s.partnerOf(j), open < j {
                if s.tokens[open].hasNewlineBefore { return open }
                j = open
                let previous = s.kind(j - 1)
                if previous == .leftBrace || previous == .semicolon || previous == .leftParen || previous == .comma { return j }
                j -= 1
                continue
            }
            if s.tokens[j].hasNewlineBefore { return j }
            let previous = s.kind(j - 1)
            if previous == .leftBrace || previous == .semicolon || previous == .leftParen || previous == .comma { return j }
            j -= 1
        }
        return max(j, 0)
    }

    /// The closure literal `{` nearest around `token` inside `body`, if the braces around it
    /// are a closure's (not an `if`, `for`, `do` … block).
    func enclosingClosureLiteral(_ token: Int, _ body: Range<Int>, _ openers: [Int: Int]) -> Int? {
        var at = openers[token]
        while let open = at, open >= body.lowerBound {
            if s.kind(open) == .leftBrace && isClosureLiteral(open, openers) { return open }
            at = openers[open]
        }
        return nil
    }

    /// A `{` that opens a closure literal, not a statement's block.
    func isClosureLiteral(_ open: Int, _ openers: [Int: Int]) -> Bool {
        let previous = open - 1
        if s.isWord(previous, "in") { return true }
        if s.isWord(previous, "else") || s.isWord(previous, "do") || s.isWord(previous, "repeat") || s.isWord(previous, "defer")
            || s.isWord(previous, "get") || s.isWord(previous, "set") || s.isWord(previous, "willSet") || s.isWord(previous, "didSet") {
            return false
        }
        if s.kind(previous) == .leftParen || s.kind(previous) == .comma || s.kind(previous) == .colon
            || s.isOperator(previous, "=") || s.isWord(previous, "return") || s.kind(previous) == .leftBracket {
            return true
        }
        // `if x {`, `for a in b {`, `guard … else {`, `switch v {`, `while c {`, `catch {`: a block.
        let first = statementStart(before: previous)
        for j in first...max(first, previous) where s.isWord(j, "if") || s.isWord(j, "guard") || s.isWord(j, "while")
            || s.isWord(j, "for") || s.isWord(j, "switch") || s.isWord(j, "catch") {
            return false
        }
        return true
    }

    /// `f { … }`, `f(x) { … }`, `} label: { … }`: a trailing closure.
    func isTrailingClosure(_ open: Int) -> Bool {
        let previous = open - 1
        if s.kind(previous) == .identifier || s.kind(previous) == .backtickIdentifier || s.kind(previous) == .rightParen
            || s.isOperator(previous, ">") {
            return !s.tokens[open].hasNewlineBefore
        }
        return s.kind(previous) == .colon && s.isName(previous - 1) && s.kind(previous - 2) == .rightBrace
    }
}
