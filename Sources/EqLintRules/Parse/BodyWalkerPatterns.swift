/// The body walker's name and pattern helpers: a name token's bytes, the names a pattern binds,
/// and the parameters of functions and closures.

extension BodyWalker {
    /// True when name token `i` has at least one byte, all ASCII: its text is its bytes.
    func isPlainASCII(_ i: Int) -> Bool {
        let r = s.nameBytes(i)
        guard !r.isEmpty, r.upperBound <= s.bytes.count else { return false }
        for k in r where s.bytes[k] >= 0x80 { return false }
        return true
    }

    /// Names bound by the pattern starting at `start` (`x`, `(a, b)`, `.some(x)`,
    /// `let .some(x)`), each handed to `each` with its token, in order (no list is made); returns
    /// the index after the pattern's names.
    func patternNames(_ start: Int, _ each: (String, Int) -> Void) -> Int {
        var i = start
        if s.kind(i) == .period && s.isName(i + 1) { i += 2 }
        if s.isName(i) && !s.isWord(i, "_") && s.kind(i + 1) != .leftParen {
            each(s.name(i), i)
            return i + 1
        }
        if s.isName(i) && s.kind(i + 1) == .leftParen { i += 1 }
        if s.kind(i) == .leftParen, let close = s.partnerOf(i) {
            var j = i + 1
            while j < close {
                if s.isName(j) && !s.isWord(j, "_") && !s.isWord(j, "let") && !s.isWord(j, "var")
                    && s.kind(j + 1) != .colon && s.kind(j - 1) != .period && s.kind(j + 1) != .leftParen {
                    each(s.name(j), j)
                }
                j += 1
            }
            return close + 1
        }
        return start
    }

    /// `let` or `var` opens the statement holding the comma at `comma`.
    func isInBindingList(_ comma: Int, _ floor: Int) -> Bool {
        var j = comma - 1
        var steps = 0
        while j >= floor && steps < 64 {
            if s.tokens[j].kind == .rightParen || s.tokens[j].kind == .rightBracket
                || s.tokens[j].kind == .rightBrace, let open = s.partnerOf(j) {
                j = open - 1
            } else if s.isWord(j, "let") || s.isWord(j, "var") {
                return !s.isWord(j - 1, "if") && !s.isWord(j - 1, "case") && s.kind(j - 1) != .comma
            } else if s.tokens[j].hasNewlineBefore || s.kind(j) == .leftBrace || s.kind(j) == .semicolon {
                return false
            } else {
                j -= 1
            }
            steps += 1
        }
        return false
    }

    /// Local names of a parameter list `(a: Int, _ b: Int, c d: Int)`.
    func parameterNames(_ open: Int, _ close: Int) -> [(String, Int)] {
        var out: [(String, Int)] = []
        var i = open + 1
        while i < close {
            var names: [Int] = []
            while s.isName(i) && names.count < 2 { names.append(i); i += 1 }
            if let last = names.last, !s.isWord(last, "_") { out.append((s.name(last), last)) }
            while i < close && s.kind(i) != .comma { i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket || s.kind(i) == .leftBrace ? s.after(i) : i + 1 }
            i += 1
        }
        return out
    }

    /// A closure's parameters: `{ a, b in`, `{ (a: Int, b) -> T in`, after a capture list; each
    /// handed to `each` with its token, in order.
    func closureParameters(_ open: Int, _ close: Int, _ each: (String, Int) -> Void) {
        var i = open + 1
        if s.kind(i) == .leftBracket { i = s.after(i) }
        if s.kind(i) == .leftParen, let p = s.partnerOf(i), p < close {
            var j = p + 1
            var steps = 0
            while j < close && !s.isWord(j, "in") && steps < 64 && s.kind(j) != .leftBrace {
                j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
                steps += 1
            }
            guard s.isWord(j, "in") else { return }
            for (name, token) in parameterNames(i, p) { each(name, token) }
            return
        }
        // The names, one every other token (`a, b`); their text is made only once `in` is
        // found (most closures have none: `VStack { Text(…) }`).
        let first = i
        while s.isName(i) && !s.isWord(i, "in") {
            i += 1
            if s.kind(i) == .comma { i += 1; continue }
            break
        }
        // `{ a in`, `{ a, b in`, possibly with `async`, `throws`, `-> T` before `in`; most
        // blocks go on with a bracket or a literal (`VStack {`, `Text(…)`), never before `in`.
        guard let next = s.kind(i), next == .identifier || next == .keyword || next == .backtickIdentifier
                || next == .operator || next == .period else { return }
        var j = i
        var steps = 0
        while j < close && !s.isWord(j, "in") && steps < 32
                && (s.isWord(j, "async") || s.isWord(j, "throws") || s.isOperator(j, "->") || s.isName(j)
                    || s.kind(j) == .period || s.isOptionalMark(j)) {
            j += 1
            steps += 1
        }
        guard s.isWord(j, "in") else { return }
        var k = first
        while k < i {
            if s.isName(k) && !s.isWord(k, "in") && !s.isWord(k, "_") { each(s.name(k), k) }
            k += 2
        }
    }
}
