/// The `switch` over both parameters of an `==` body, and which cases its patterns match
/// against themselves before it gives `false` (docs/rules.md, `equality_not_reflexive`). Read
/// from the tokens when a rule asks, for the few `==` of enums it looks at: nothing is kept.
public struct EqualitySwitch: Sendable {
    /// The case names a pattern before `falseAt` matches against themselves (a name the enum
    /// does not declare included).
    public var matched: Set<String> = []
    /// A pattern before `falseAt` matches every case against itself (`let (a, b)`, `(_, .c)`'s
    /// kin `(_, _) where …`, or a pattern this reader does not take apart).
    public var matchesEveryCase = false
    /// Where the switch gives `false` to every pair not matched before: a `default:` or
    /// `case _:` label (`default` or `case` to the colon) whose body is `return false`, or the
    /// `return false` right after the switch when its catch-all is `break` or it has none.
    public var falseAt: ClosedRange<Int>
}

/// How the `switch (a, b)` of an `==` treats the associated values of a case where it matches
/// the case against itself (docs/rules.md, `hashable_equatable_mismatch`, form 1 of an enum).
public enum PayloadComparison: Sendable, Equatable {
    /// `(.c, .c)`: no associated value is bound.
    case none
    /// `(.c(let a, _), .c(let b, _))`: per position, whether the value is compared: bound on
    /// both sides to names the label's `where` clause or body reads, or matched against a
    /// pattern of its own (`.c(0)`, `.c(.some(let x))`).
    case positions([Bool])
}

extension TokenStream {
    /// The first `switch (a, b)` (or `(b, a)`) at the top of the `==` body `body`, `a` and `b`
    /// its two parameters, and what its patterns match before it gives `false`; nil when there is
    /// no such switch, or nothing in it gives `false` (a `default:` that compares something).
    public func equalitySwitch(in body: Range<Int>, parameters: [String]) -> EqualitySwitch? {
        guard parameters.count == 2, parameters[0] != parameters[1],
              let (open, close) = switchOverParameters(in: body, parameters) else { return nil }
        var result = EqualitySwitch(falseAt: close...close)
        let labels = switchLabels(open, close)
        for (k, label) in labels.enumerated() {
            let caseBody = (label.colon + 1)..<(k + 1 < labels.count ? labels[k + 1].start : close)
            guard let items = label.items else {
                // `default:`: it gives `false`, or breaks to a `return false`, or it is no reason.
                if gives(false: caseBody) { result.falseAt = label.start...label.colon; return result }
                if isBreak(caseBody), let at = returnFalse(after: close, in: body) { result.falseAt = at; return result }
                return nil
            }
            for item in items {
                switch reflexiveMatch(item.pattern, guarded: item.guarded) {
                case .none: continue
                case .one(let name): result.matched.insert(name)
                case .every: result.matchesEveryCase = true
                case .catchAll:
                    if gives(false: caseBody) { result.falseAt = label.start...label.colon; return result }
                    if isBreak(caseBody), let at = returnFalse(after: close, in: body) { result.falseAt = at; return result }
                    result.matchesEveryCase = true
                }
            }
        }
        // No catch-all: the `return false` after the switch gets every pair no case returned for.
        guard let at = returnFalse(after: close, in: body) else { return nil }
        result.falseAt = at
        return result
    }

    /// The braces of the first `switch (a, b) {` among the statements at the top of `body`.
    private func switchOverParameters(in body: Range<Int>, _ parameters: [String]) -> (Int, Int)? {
        var i = body.lowerBound
        while i < body.upperBound {
            if isWord(i, "switch"), kind(i + 1) == .leftParen, partnerOf(i + 1) == i + 5,
               isName(i + 2), kind(i + 3) == .comma, isName(i + 4), kind(i + 6) == .leftBrace,
               let close = partnerOf(i + 6), close < body.upperBound {
                let a = name(i + 2), b = name(i + 4)
                if a != b && parameters.contains(a) && parameters.contains(b) { return (i + 6, close) }
            }
            switch kind(i) {
            case .leftParen?, .leftBracket?, .leftBrace?, .interpolationOpen?: i = after(i)
            default: i += 1
            }
        }
        return nil
    }

    /// One label of a switch: `case` or `default` at `start`, its colon, and for `case` its
    /// items (split at top-level commas), each a pattern and whether a `where` clause follows it.
    private struct SwitchLabel {
        var start: Int
        var colon: Int
        var items: [(pattern: Range<Int>, guarded: Bool)]?
        /// Each item whole, its `where` clause included.
        var itemRanges: [Range<Int>] = []
    }

    /// The labels of the switch whose braces are `open` and `close`, in order. A label whose
    /// colon cannot be found ends the list (the code after it is not read).
    private func switchLabels(_ open: Int, _ close: Int) -> [SwitchLabel] {
        var out: [SwitchLabel] = []
        var i = open + 1
        while i < close {
            if isWord(i, "default") && kind(i + 1) == .colon {
                out.append(SwitchLabel(start: i, colon: i + 1, items: nil))
                i += 2
                continue
            }
            if isWord(i, "case") && startsLabel(i) {
                guard let label = caseLabel(i, close) else { return out }
                out.append(label)
                i = label.colon + 1
                continue
            }
            switch kind(i) {
            case .leftParen?, .leftBracket?, .leftBrace?, .interpolationOpen?: i = after(i)
            default: i += 1
            }
        }
        return out
    }

    /// True for a `case` that starts a label, not the `case` of `if case`, `guard case`, `for case`
    /// or a condition list (`if let x, case .a = y`).
    private func startsLabel(_ i: Int) -> Bool {
        if kind(i - 1) == .comma || isOperator(i - 1, "&&") || isOperator(i - 1, "||") { return false }
        return !(isWord(i - 1, "if") || isWord(i - 1, "guard") || isWord(i - 1, "while") || isWord(i - 1, "for"))
    }

    /// The `case` label at `start`: its items, each a pattern up to `where`, a comma or the
    /// colon; nil when no colon ends it before `limit`.
    private func caseLabel(_ start: Int, _ limit: Int) -> SwitchLabel? {
        var label = SwitchLabel(start: start, colon: start, items: [])
        var itemStart = start + 1
        var whereAt: Int? = nil
        func endItem(_ end: Int) {
            label.items?.append((itemStart..<(whereAt ?? end), whereAt != nil))
            label.itemRanges.append(itemStart..<end)
            itemStart = end + 1
            whereAt = nil
        }
        var i = start + 1
        // A ternary `a ? b : c` in a `where` clause holds a colon that does not end the label.
        var ternaries = 0
        while i < limit {
            switch kind(i) {
            case .colon?:
                if ternaries > 0 { ternaries -= 1; i += 1; continue }
                endItem(i)
                label.colon = i
                return label
            case .comma?:
                endItem(i)
                i += 1
            case .leftParen?, .leftBracket?, .leftBrace?, .interpolationOpen?:
                i = after(i)
            default:
                if whereAt == nil && isWord(i, "where") {
                    whereAt = i
                } else if whereAt != nil && isOperator(i, "?") && tokens[i].hasSpaceBefore {
                    ternaries += 1
                }
                i += 1
            }
        }
        return nil
    }

    /// What one pattern of a switch over `(a, b)` matches against itself.
    enum ReflexiveMatch: Equatable {
        /// No case against itself (`(.a, .b)`).
        case none
        /// This case (`(.c, .c)`, `(.c(let x), .c(let y))`, `(.c, _)`, `(_, .c)`).
        case one(String)
        /// Every case (`let (a, b)`, `(let a, let b)`, `(_, _) where …`, a form not taken apart).
        case every
        /// Every pair, with no `where` clause: `_` or `(_, _)`, a catch-all like `default:`.
        case catchAll
    }

    /// What `pattern` matches against itself; `guarded` when a `where` clause follows it (it then
    /// still counts as matching, but is never a catch-all).
    func reflexiveMatch(_ pattern: Range<Int>, guarded: Bool) -> ReflexiveMatch {
        var lo = pattern.lowerBound
        let hi = pattern.upperBound
        guard lo < hi else { return .every }
        if isWord(lo, "_") && hi == lo + 1 { return guarded ? .every : .catchAll }
        if isWord(lo, "let") || isWord(lo, "var") { lo += 1 }
        // `let x`: the whole pair bound; a bare name: a value the pair is compared with.
        if hi == lo + 1 && isName(lo) { return .every }
        guard kind(lo) == .leftParen, partnerOf(lo) == hi - 1 else { return .every }
        let elements = arguments(inParentheses: lo)
        guard elements.count == 2 else { return .every }
        let left = element(elements[0].tokens), right = element(elements[1].tokens)
        switch (left, right) {
        case (.wildcard, .wildcard): return guarded ? .every : .catchAll
        case (.wildcard, .any), (.any, .wildcard), (.any, .any): return .every
        case (.named(let a), .named(let b)): return a == b ? .one(a) : .none
        case (.named(let a), _): return .one(a)
        case (_, .named(let b)): return .one(b)
        }
    }

    /// One side of a tuple pattern: `_`, anything (a binding, or a form not taken apart), or an
    /// enum case by its name.
    private enum Side { case wildcard, any, named(String) }

    /// `_`, `let x`, `.c`, `.c(…)`, `let .c(x)`, `Type.c`, `Self.c(…)`, `.c?`; anything else
    /// counts as any value.
    private func element(_ range: Range<Int>) -> Side {
        var lo = range.lowerBound
        let hi = range.upperBound
        if isWord(lo, "let") || isWord(lo, "var") { lo += 1 }
        guard lo < hi else { return .any }
        if hi == lo + 1 && isWord(lo, "_") { return .wildcard }
        if hi == lo + 1 { return .any }
        var i = lo
        if kind(i) == .period {
            i += 1
        } else {
            // `Type.c`, `Outer.Type.c`: names joined by periods, the last one the case.
            while isName(i) && kind(i + 1) == .period && isName(i + 2) { i += 2 }
            guard i > lo else { return .any }
        }
        guard isName(i) else { return .any }
        let name = i
        i += 1
        if kind(i) == .leftParen { i = after(i) }
        while i < hi && isOptionalMark(i) { i += 1 }
        return i == hi ? .named(self.name(name)) : .any
    }

    /// True when `range` is `return false` or `false` (a switch expression's), with an optional `;`.
    private func gives(false range: Range<Int>) -> Bool {
        var hi = range.upperBound
        if hi > range.lowerBound && kind(hi - 1) == .semicolon { hi -= 1 }
        if hi == range.lowerBound + 1 { return isWord(range.lowerBound, "false") }
        return hi == range.lowerBound + 2 && isWord(range.lowerBound, "return") && isWord(range.lowerBound + 1, "false")
    }

    /// True when `range` is `break`, with an optional `;`.
    private func isBreak(_ range: Range<Int>) -> Bool {
        var hi = range.upperBound
        if hi > range.lowerBound && kind(hi - 1) == .semicolon { hi -= 1 }
        return hi == range.lowerBound + 1 && isWord(range.lowerBound, "break")
    }

    /// The `return false` statement right after the switch's closing brace `close`, in `body`.
    private func returnFalse(after close: Int, in body: Range<Int>) -> ClosedRange<Int>? {
        var i = close + 1
        if kind(i) == .semicolon { i += 1 }
        guard i + 1 < body.upperBound, isWord(i, "return"), isWord(i + 1, "false") else { return nil }
        let next = i + 2
        guard next >= body.upperBound || tokens[next].hasNewlineBefore || kind(next) == .semicolon
                || kind(next) == .rightBrace else { return nil }
        return i...(i + 1)
    }
}

extension TokenStream {
    /// Per case name, in the order met: how the first pattern of the `switch (a, b)` at the
    /// top of the `==` body `body` that matches the case against itself treats its associated
    /// values (nil: a form not taken apart), up to the first pattern matching every case (the
    /// cases it takes are not read). Empty without such a switch.
    public func payloadComparisons(in body: Range<Int>, parameters: [String]) -> [(name: String, comparison: PayloadComparison?)] {
        guard parameters.count == 2, parameters[0] != parameters[1],
              let (open, close) = switchOverParameters(in: body, parameters) else { return [] }
        var out: [(name: String, comparison: PayloadComparison?)] = []
        var seen: Set<String> = []
        let labels = switchLabels(open, close)
        for (k, label) in labels.enumerated() {
            guard let items = label.items else { return out }
            let caseBody = (label.colon + 1)..<(k + 1 < labels.count ? labels[k + 1].start : close)
            // The names the label's body reads, gathered once for all its items.
            var bodyReads: Set<String>?
            for (n, item) in items.enumerated() {
                switch reflexiveMatch(item.pattern, guarded: item.guarded) {
                case .none: continue
                case .every, .catchAll: return out
                case .one(let name):
                    guard seen.insert(name).inserted else { continue }
                    let whole = n < label.itemRanges.count ? label.itemRanges[n] : item.pattern
                    let clause = item.pattern.upperBound..<max(item.pattern.upperBound, whole.upperBound)
                    if bodyReads == nil { bodyReads = namesRead(in: caseBody) }
                    out.append((name, comparison(item.pattern, reading: bodyReads!.union(namesRead(in: clause)))))
                }
            }
        }
        return out
    }

    /// The names `range` reads (not a member after `.`).
    private func namesRead(in range: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        for i in range where isName(i) && kind(i - 1) != .period { names.insert(name(i)) }
        return names
    }

    /// `(.c(…), .c(…))` taken apart: what each position compares, `reading` the names the
    /// label's `where` clause and body read.
    private func comparison(_ pattern: Range<Int>, reading: Set<String>) -> PayloadComparison? {
        var lo = pattern.lowerBound
        let hi = pattern.upperBound
        var bindsAll = false
        if isWord(lo, "let") || isWord(lo, "var") { bindsAll = true; lo += 1 }
        guard lo < hi, kind(lo) == .leftParen, partnerOf(lo) == hi - 1 else { return nil }
        let sides = arguments(inParentheses: lo)
        guard sides.count == 2, let left = payloads(sides[0].tokens, bindsAll), let right = payloads(sides[1].tokens, bindsAll) else {
            return nil
        }
        if left.isEmpty && right.isEmpty { return PayloadComparison.none }
        // A side written without its values (`(.c(let a), .c)`) binds none of them.
        let count = max(left.count, right.count)
        guard left.isEmpty || right.isEmpty || left.count == right.count else { return nil }
        func compared(_ side: [Payload], _ k: Int) -> Bool {
            guard k < side.count else { return false }
            switch side[k] {
            case .ignored: return false
            case .matched: return true
            case .bound(let name): return reading.contains(name)
            }
        }
        return .positions((0..<count).map { compared(left, $0) && compared(right, $0) })
    }

    private enum Payload { case ignored, matched, bound(String) }

    /// One side, `.c`, `T.c`, `.c(…)` or `let .c(…)`: its associated value patterns (none for
    /// `.c`); nil for anything else.
    private func payloads(_ range: Range<Int>, _ bindsAll: Bool) -> [Payload]? {
        var lo = range.lowerBound
        var hi = range.upperBound
        var binds = bindsAll
        if isWord(lo, "let") || isWord(lo, "var") { binds = true; lo += 1 }
        while hi > lo && isOptionalMark(hi - 1) { hi -= 1 }
        var i = lo
        if kind(i) == .period {
            i += 1
        } else {
            while isName(i) && kind(i + 1) == .period && isName(i + 2) { i += 2 }
            guard i > lo else { return nil }
        }
        guard i < hi, isName(i) else { return nil }
        i += 1
        if i == hi { return [] }
        guard kind(i) == .leftParen, partnerOf(i) == hi - 1 else { return nil }
        return arguments(inParentheses: i).map { argument in
            var a = argument.tokens.lowerBound
            let b = argument.tokens.upperBound
            var named = binds
            if isWord(a, "let") || isWord(a, "var") { named = true; a += 1 }
            if b == a + 1 && isWord(a, "_") { return .ignored }
            if named && isName(a) && (b == a + 1 || (b == a + 2 && isOptionalMark(a + 1))) { return .bound(name(a)) }
            return .matched
        }
    }

    /// An enum's cases declared in its body `body`, in order, with the label of each associated
    /// value (nil when it has none): `case a, b(Int, label: String)` gives `a: []`,
    /// `b: [nil, "label"]`.
    public func enumCases(in body: Range<Int>) -> [(name: String, labels: [String?])] {
        var out: [(name: String, labels: [String?])] = []
        var i = body.lowerBound
        while i < body.upperBound {
            guard isWord(i, "case") else {
                switch kind(i) {
                case .leftParen?, .leftBracket?, .leftBrace?, .interpolationOpen?: i = max(i + 1, after(i))
                default: i += 1
                }
                continue
            }
            i += 1
            while i < body.upperBound && isName(i) {
                let caseName = name(i)
                var labels: [String?] = []
                i += 1
                if kind(i) == .leftParen, let end = partnerOf(i), end < body.upperBound {
                    labels = arguments(inParentheses: i).map { $0.labelToken.map(name) }
                    i = end + 1
                }
                out.append((caseName, labels))
                // A raw value (`= -1`), up to the comma that ends it on its line.
                if isOperator(i, "=") {
                    i += 1
                    while i < body.upperBound && kind(i) != .comma && !tokens[i].hasNewlineBefore { i = max(i + 1, after(i)) }
                }
                guard kind(i) == .comma else { break }
                i += 1
            }
        }
        return out
    }
}
