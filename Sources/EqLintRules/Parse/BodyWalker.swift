/// A use of a name in code.
public struct Reference: Sendable {
    public var token: Int
    public var name: String
    /// Written `self.name`.
    public var isSelfMember: Bool
    /// Token of the local declaration this name resolves to (`let`, `var`, parameter,
    /// closure parameter, `for`, `if let`, ...); nil when no local declares it, so it
    /// names a member of the enclosing type or something global.
    public var declaration: Int?
    /// Followed by `(`: a call.
    public var isCalled: Bool
}

/// What the rules need to know about one body of code.
public struct BodyFacts: Sendable {
    public var references: [Reference] = []
    public var calls: [CallSite] = []
    /// Bare `self` (not `self.x`), including `[self]` and `[weak self]` capture lists.
    public var selfUses: [Int] = []
    /// For a walk that reads member names only (`BodyWalker(membersReadOnly:)`): the names of
    /// the references no local declares, or written `self.name`, each once, in order of first
    /// use; `references` then stays empty.
    public var memberReads: [String] = []
}

/// Walks one body's tokens once, tracking the names declared in each nested scope, and
/// collects references, type constructions and closures. Nesting is handled with
/// explicit stacks, never recursion.
public struct BodyWalker {
    let s: TokenStream
    /// False for a walk that reads member names only: call sites, the costly part, are then
    /// not read.
    let collectsCalls: Bool
    /// True when only `memberReads` are wanted (the index's reads of `body`, `hashValue`):
    /// no reference is recorded and no text is made for a name already read.
    let membersReadOnly: Bool

    /// When set, call sites are read only where their callee's last name is one of these
    /// tokens (the rules' call-site names); nil reads them everywhere.
    let callTokens: TokenSet?
    /// True when every bracket of the file has its partner: then the brackets between a `{`
    /// and its `}` pair up among themselves (a windowed walk may pass over the block).
    var isBalanced = false

    /// A walker that reads everything: references, and call sites wherever they are.
    public init(_ s: TokenStream) {
        self.s = s
        collectsCalls = true
        membersReadOnly = false
        callTokens = nil
    }

    /// A walker that reads call sites only at `callTokens`, of a file with `problems`.
    init(_ s: TokenStream, callTokens: TokenSet, problems: [SourceProblem]) {
        self.s = s
        collectsCalls = true
        membersReadOnly = false
        self.callTokens = callTokens
        isBalanced = !problems.contains { problem in
            switch problem.kind {
            case .unclosed, .unopened: return true
            default: return false
            }
        }
    }

    public init(_ s: TokenStream, membersReadOnly: Bool) {
        self.s = s
        collectsCalls = !membersReadOnly
        self.membersReadOnly = membersReadOnly
        callTokens = nil
    }

    /// True when a call site whose callee ends at token `i` is wanted.
    @inline(__always) func wantsCall(at i: Int) -> Bool {
        guard collectsCalls else { return false }
        guard let callTokens else { return true }
        return callTokens.contains(i)
    }

    /// Walks `range`; `parameters` are names declared at its top (function parameters,
    /// `newValue`), each with the token that declares it. With `window`, the walk ends at the
    /// window's end and records references and uses of `self` only inside the closure literals
    /// passed at the call sites it reads, within the window: what it records there is what the
    /// whole walk records there (names are put in scope all the same), and so are the call
    /// sites before the window's end.
    public func walk(_ range: Range<Int>, parameters: [(String, Int)] = [], window: Range<Int>? = nil) -> BodyFacts {
        let recorded = window ?? range
        var w = Walk(range, end: min(range.upperBound, s.count, recorded.upperBound), recorded: recorded,
                     closuresOnly: window != nil)
        for (name, token) in parameters { w.scope.push(name, token) }
        while w.i < w.end {
            // Leave finished scopes.
            while w.frames.count > 1 && w.i >= w.frames[w.frames.count - 1].close {
                let frame = w.frames.removeLast()
                w.scope.drop(to: frame.base)
                if frame.endsPending && w.pending != .none { w.pending = .none; w.pendingNames = [] }
            }
            let t = s.tokens[w.i]
            if w.isWaiting { bindWaitingNames(&w, before: t) }
            switch t.kind {
            case .leftParen, .leftBracket:
                w.brackets.push(isParen: t.kind == .leftParen)
                w.i += 1
            case .rightParen, .rightBracket:
                w.brackets.pop()
                w.i += 1
            case .leftBrace:
                openBrace(&w)
            case .keyword:
                readKeyword(&w)
            case .identifier, .backtickIdentifier:
                readName(&w)
            default:
                w.i += 1
            }
        }
        w.facts.memberReads = w.reads.names
        return w.facts
    }

    /// Puts in scope the waiting names whose binding ends before token `t` (at a line break,
    /// `,`, `;`, `{` or `else` outside the initializer's brackets), in the frame that declared them.
    @inline(__always) private func bindWaitingNames(_ w: inout Walk, before t: Token) {
        // Most tokens of an initializer end no binding: nothing to look at.
        guard t.hasNewlineBefore || t.kind == .comma || t.kind == .semicolon || t.kind == .leftBrace
                || s.isWord(w.i, "else") else { return }
        // The names still waiting are kept in place, in order.
        var kept = 0
        for n in w.waiting.indices {
            let x = w.waiting[n]
            if w.brackets.count > x.depth {
                w.waiting[kept] = x
                kept += 1
            } else if w.frames.count == x.frames {
                w.scope.push(x.name, x.token)
            }
        }
        w.waiting.removeSubrange(kept...)
        w.isWaiting = kept > 0
    }

    /// A `{`: a new frame, holding the pending statement's bindings when it is that
    /// statement's block, or the closure's parameters when it is a closure.
    @inline(__always) private func openBrace(_ w: inout Walk) {
        let i = w.i
        let close = s.partnerOf(i) ?? w.end
        let depth = w.brackets.count
        var isBlock = false
        var names: [(String, Int)] = []
        if w.pending != .none && w.pendingDepth == depth {
            isBlock = true
            if w.pending == .catchBlock && w.pendingNames.isEmpty { w.pendingNames.append(("error", i)) }
            if w.pending != .guardBinding { names = w.pendingNames }
            w.pendingNames = []
            w.pending = .none
        } else if s.isWord(i - 1, "else") || s.isWord(i - 1, "do") || s.isWord(i - 1, "repeat")
                    || s.isWord(i - 1, "defer") {
            isBlock = true
        }
        // A windowed walk passes over a block that holds no call site it reads (one before the
        // window: it starts at the first) and is not inside a closure it records: what the
        // block declares is gone at its end, so the walk after it is the same.
        if w.closuresOnly && w.pending == .none && !w.isWaiting && isBalanced
            && (close < w.recorded.lowerBound || (!w.records(i) && callTokens?.intersects(i + 1..<close) == false)) {
            w.i = close + 1
            return
        }
        w.frames.append(Frame(close: close, base: w.scope.height, endsPending: w.pending == .none))
        for (name, token) in names { w.scope.push(name, token) }
        if !isBlock {
            closureParameters(i, close) { w.scope.push($0, $1) }
        }
        w.i += 1
    }

    /// A keyword: a statement that opens a block, a local function or binding, or `self`.
    @inline(__always) private func readKeyword(_ w: inout Walk) {
        let i = w.i
        if s.is(i, "if") || (s.is(i, "while") && !endsRepeat(i)) {
            w.expect(.conditional)
        } else if s.is(i, "guard") {
            w.expect(.guardBinding)
        } else if s.is(i, "switch") {
            w.pending = .switchBlock; w.pendingDepth = w.brackets.count
        } else if s.is(i, "catch") {
            w.expect(.catchBlock)
        } else if s.is(i, "for") && !s.isWord(i - 1, "in") {
            w.expect(.loop)
            var j = i + 1
            while s.isWord(j, "case") || s.isWord(j, "try") || s.isWord(j, "await")
                    || s.isWord(j, "let") || s.isWord(j, "var") { j += 1 }
            let end = patternNames(j) { w.pendingNames.append(($0, $1)) }
            w.i = end
            return
        } else if s.is(i, "func") && s.isName(i + 1) {
            w.scope.push(s.name(i + 1), i + 1)
            var j = i + 2
            if s.isOperator(j, "<") { j = s.skipAngles(j) }
            w.expect(.function)
            if s.kind(j) == .leftParen, let close = s.partnerOf(j) {
                w.pendingNames = parameterNames(j, close)
                w.i = close + 1
                return
            }
        } else if s.is(i, "let") || s.is(i, "var") {
            readBinding(&w)
            return
        } else if s.is(i, "self") && s.kind(i + 1) != .period && s.kind(i - 1) != .period
                    && s.kind(i - 1) != .backslash {
            // Not `Item.self` nor `\.self`: those name a type or a key path, not the value.
            if w.records(i) { w.facts.selfUses.append(i) }
        } else if s.is(i, "self"), s.kind(i + 1) == .period, s.isName(i + 2),
                  s.kind(i - 1) != .period {
            readSelfMember(&w)
            return
        }
        w.i += 1
    }

    /// True for the `while` of `repeat { } while c`: it opens no block.
    private func endsRepeat(_ i: Int) -> Bool {
        guard s.kind(i - 1) == .rightBrace, let open = s.partnerOf(i - 1) else { return false }
        return s.isWord(open - 1, "repeat")
    }

    /// `let` or `var` and its pattern's names: bindings of the pending statement's block, or
    /// names waiting for their initializer to end.
    @inline(__always) private func readBinding(_ w: inout Walk) {
        let end = patternNames(w.i + 1) { name, token in
            if w.pending != .none && w.pending != .guardBinding && w.pending != .switchBlock
                && w.pendingDepth == w.brackets.count {
                w.pendingNames.append((name, token))
            } else {
                w.waiting.append((name, token, w.brackets.count, w.frames.count))
                w.isWaiting = true
            }
        }
        w.i = end
        // `let a = 1, b = 2`: later bindings of the same declaration.
    }

    /// `self.name`: a member read, and a call site when it is one.
    @inline(__always) private func readSelfMember(_ w: inout Walk) {
        let i = w.i
        if membersReadOnly {
            w.reads.note(i + 2, isPlainASCII(i + 2) ? nil : s.name(i + 2), self)
            w.i += 3
            return
        }
        if w.records(i + 2) {
            w.facts.references.append(Reference(token: i + 2, name: s.name(i + 2), isSelfMember: true,
                                                declaration: nil, isCalled: s.kind(i + 3) == .leftParen))
        }
        if wantsCall(at: i + 2), let call = s.callSite(at: i + 2, allowTrailingOnly: false) {
            w.facts.calls.append(call)
            if w.closuresOnly { w.noteClosures(of: call) }
        }
        w.i += 3
    }

    /// A name: a call site when it is one, then a reference unless it is a member after `.`,
    /// an argument label, or a later binding of `let a = 1, b = 2`.
    @inline(__always) private func readName(_ w: inout Walk) {
        let i = w.i
        if wantsCall(at: i),
           let call = s.callSite(at: i, allowTrailingOnly: w.pending == .none || w.pendingDepth != w.brackets.count) {
            if w.facts.calls.isEmpty { w.facts.calls.reserveCapacity(4) }
            w.facts.calls.append(call)
            if w.closuresOnly { w.noteClosures(of: call) }
        }
        w.i += 1
        if s.kind(i - 1) == .period && i > w.floor { return }
        if s.kind(i + 1) == .colon {
            // An argument label `f(p: x)`, a trailing-closure label `} p: {`.
            let previous = s.kind(i - 1)
            if (previous == .leftParen || previous == .comma) && w.brackets.innermostIsParen { return }
            if previous == .rightBrace && s.kind(i + 2) == .leftBrace { return }
        }
        // Later bindings of `let a = 1, b = 2`.
        if s.kind(i - 1) == .comma && s.isOperator(i + 1, "=") && isInBindingList(i - 1, w.floor) {
            w.scope.push(s.name(i), i)
            return
        }
        guard w.records(i) else { return }
        if membersReadOnly && isPlainASCII(i) {
            // The name's shape from its bytes: most names are no local's, and are read
            // without making their text.
            let bytes = s.nameBytes(i)
            let bit: UInt64 = 1 << ((UInt64(s.bytes[bytes.lowerBound]) &+ UInt64(bytes.count) &* 7) & 63)
            if !w.scope.mayHold(shape: bit) || w.scope.lookup(s.name(i), shape: bit) == nil { w.reads.note(i, nil, self) }
            return
        }
        let name = s.name(i)
        let declaration = w.scope.lookup(name, shape: Scope.shape(name))
        if membersReadOnly {
            if declaration == nil { w.reads.note(i, name, self) }
            return
        }
        if w.facts.references.isEmpty { w.facts.references.reserveCapacity(16) }
        w.facts.references.append(Reference(token: i, name: name, isSelfMember: false,
                                            declaration: declaration,
                                            isCalled: s.kind(i + 1) == .leftParen))
    }
}

extension BodyWalker {
    /// The member names a body reads, each once, in order of first use. Names are found again
    /// by a hash of their bytes in a small open-addressing table (names with non-ASCII bytes go
    /// by their repaired text).
    struct MemberReads {
        var names: [String] = []
        var ranges: [Range<Int>] = []
        /// Index + 1 into `ranges`, or 0 for an empty slot; a power of two, at most half full
        /// (made at the first name, as most walks read none this way).
        var slots: [Int32] = []

        /// The names noted by their text (not plain ASCII); never equal to a name noted by its
        /// bytes, whose text is ASCII.
        var texts: Set<String> = []

        mutating func note(_ token: Int, _ text: String?, _ walker: BodyWalker) {
            if let text {
                if texts.insert(text).inserted { names.append(text) }
                return
            }
            let bytes = walker.s.nameBytes(token)
            let source = walker.s.bytes
            if slots.isEmpty { slots = [Int32](repeating: 0, count: 64) }
            var mask = slots.count - 1
            var slot = NameHash.of(source, bytes) & mask
            while slots[slot] != 0 {
                let other = ranges[Int(slots[slot]) - 1]
                if other.count == bytes.count {
                    var a = other.lowerBound, b = bytes.lowerBound
                    var same = true
                    while b < bytes.upperBound {
                        if source[a] != source[b] { same = false; break }
                        a += 1
                        b += 1
                    }
                    if same { return }
                }
                slot = (slot + 1) & mask
            }
            ranges.append(bytes)
            names.append(walker.s.name(token))
            if ranges.count * 2 > slots.count {
                // Grow and place every name again.
                slots = [Int32](repeating: 0, count: slots.count * 2)
                mask = slots.count - 1
                for (k, r) in ranges.enumerated() {
                    var place = NameHash.of(source, r) & mask
                    while slots[place] != 0 { place = (place + 1) & mask }
                    slots[place] = Int32(k + 1)
                }
            } else {
                slots[slot] = Int32(ranges.count)
            }
        }
    }
}
