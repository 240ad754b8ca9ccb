/// An argument of a call or modifier: `label: expr`, `expr`, or a trailing closure.
public struct Argument: Sendable {
    /// The label's token (its text: `TokenStream.label(of:)`, or compared in place with
    /// `TokenStream.isName(_:equalTo:)`: most labels are only compared).
    public var labelToken: Int?
    /// Tokens of the argument's expression.
    public var tokens: Range<Int>
    /// The expression is exactly one closure literal `{ … }`.
    public var isClosureLiteral: Bool
    public var isTrailing: Bool
}

/// `.name(arguments) { trailing }` after an expression (`TokenStream.modifierChain`): its
/// name, and where it ends.
public struct Modifier: Sendable {
    public var name: String
    public var nameToken: Int
    /// Index after the modifier and its trailing closures.
    public var end: Int
}

/// A call of a capitalized name (a type construction, as far as syntax can tell):
/// `Name(…)`, `Outer.Name(…)`, `Name { … }`, with its trailing closures. The modifier chain
/// that follows it starts at `end` (`TokenStream.modifierChain(end)`: read only where asked).
public struct CallSite: Sendable {
    /// The callee as written, dotted parts joined (`Outer.Row`).
    public var callee: String
    /// The callee's last name token.
    public var calleeToken: Int
    /// The first token of the call expression (the first part of a dotted callee).
    public var start: Int
    public var arguments: [Argument]
    /// Index after the call and its trailing closures.
    public var end: Int
}

extension TokenStream {
    /// An argument's label, nil when it has none.
    public func label(of argument: Argument) -> String? { argument.labelToken.map(name) }

    /// True when an argument's label is `text`.
    func hasLabel(_ argument: Argument, _ text: String) -> Bool {
        guard let token = argument.labelToken else { return false }
        return isName(token, equalTo: text)
    }

    /// Arguments inside the parentheses at `open`, split at top-level commas.
    public func arguments(inParentheses open: Int) -> [Argument] {
        guard let close = partnerOf(open) else { return [] }
        var out: [Argument] = []
        // One allocation for the usual few arguments, not one per doubling.
        if close > open + 1 { out.reserveCapacity(4) }
        var i = open + 1
        while i < close {
            var labelToken: Int? = nil
            if isName(i) && kind(i + 1) == .colon {
                labelToken = i
                i += 2
            }
            let start = i
            while i < close && kind(i) != .comma {
                switch kind(i) {
                case .leftParen?, .leftBracket?, .leftBrace?, .interpolationOpen?: i = after(i)
                default: i += 1
                }
            }
            let range = start..<min(i, close)
            out.append(Argument(labelToken: labelToken, tokens: range,
                                isClosureLiteral: isClosure(range), isTrailing: false))
            i += 1
        }
        return out
    }

    /// True when `range` is exactly one `{ … }`.
    public func isClosure(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty, kind(range.lowerBound) == .leftBrace,
              let close = partnerOf(range.lowerBound) else { return false }
        return close == range.upperBound - 1
    }

    /// Trailing closures starting at `i`: an unlabelled `{ … }` on the same line, then any
    /// `label: { … }`. Returns them and the index after the last.
    public func trailingClosures(_ start: Int) -> ([Argument], Int) {
        var out: [Argument] = []
        let end = trailingClosuresEnd(start) { label, closure in
            out.append(Argument(labelToken: label, tokens: closure,
                                isClosureLiteral: true, isTrailing: true))
        }
        return (out, end)
    }

    /// Where the trailing closures starting at `start` end, handing `each` every one's label
    /// token (nil for the unlabelled first) and tokens.
    func trailingClosuresEnd(_ start: Int, each: (_ label: Int?, _ closure: Range<Int>) -> Void = { _, _ in }) -> Int {
        var i = start
        if kind(i) == .leftBrace && !tokens[i].hasNewlineBefore, let close = partnerOf(i) {
            each(nil, i..<(close + 1))
            i = close + 1
            while isName(i) && kind(i + 1) == .colon && kind(i + 2) == .leftBrace, let close = partnerOf(i + 2) {
                each(i, (i + 2)..<(close + 1))
                i = close + 1
            }
        }
        return i
    }

    /// A modifier's arguments: those in its parentheses, then its trailing closures.
    public func arguments(of modifier: Modifier) -> [Argument] {
        var j = modifier.nameToken + 1
        var out: [Argument] = []
        if kind(j) == .leftParen && !tokens[j].hasNewlineBefore {
            out = arguments(inParentheses: j)
            j = after(j)
        }
        return out + trailingClosures(j).0
    }

    /// The chain of `.name(…) { … }` modifiers starting at `start`.
    public func modifierChain(_ start: Int) -> [Modifier] {
        var out: [Modifier] = []
        var i = start
        while kind(i) == .period && isName(i + 1) {
            let nameToken = i + 1
            var j = i + 2
            if kind(j) == .leftParen && !tokens[j].hasNewlineBefore { j = after(j) }
            let end = trailingClosuresEnd(j)
            out.append(Modifier(name: name(nameToken), nameToken: nameToken, end: end))
            i = end
            // A postfix `?` / `!` may sit between links: `.first?.foo()`.
            while isOptionalMark(i) && !tokens[i].hasSpaceBefore { i += 1 }
        }
        return out
    }

    /// A bound on the end of a construction whose callee's last name is at `i`: after its
    /// generic arguments, parentheses and trailing closures (labelled or not, on any line).
    /// Never before the end of `callSite(at: i, …)`'s arguments, when that is a call site.
    func constructionBound(_ i: Int) -> Int {
        var j = i + 1
        if isOperator(j, "<") {
            let end = skipAngles(j)
            if end > j + 1 { j = end }
        }
        if kind(j) == .leftParen { j = after(j) }
        while true {
            if kind(j) == .leftBrace {
                j = after(j)
            } else if isName(j) && kind(j + 1) == .colon && kind(j + 2) == .leftBrace {
                j = after(j + 2)
            } else {
                return j
            }
        }
    }

    /// A call site whose callee's last name is at `i`, if `i` is one.
    public func callSite(at i: Int, allowTrailingOnly: Bool) -> CallSite? {
        guard let k = kind(i), k == .identifier || k == .backtickIdentifier else { return nil }
        let first = bytes[Int(tokens[i].start) + (k == .backtickIdentifier ? 1 : 0)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        // Only a name followed by `(`, `{` or `<` can be a construction: decide that before
        // walking back over a dotted callee, so long `A.B.C…` chains stay linear.
        guard let next = kind(i + 1), next == .leftParen || next == .leftBrace || isOperator(i + 1, "<") else { return nil }
        var start = i
        var callee = name(i)
        while kind(start - 1) == .period && isName(start - 2) && !tokens[start - 1].hasSpaceBefore {
            start -= 2
            callee = name(start) + "." + callee
        }
        if kind(start - 1) == .period { return nil }  // `.Name(` is a member, not a type
        var j = i + 1
        if isOperator(j, "<") && !tokens[j].hasSpaceBefore {
            let end = skipAngles(j)
            if end > j + 1 && (kind(end) == .leftParen || kind(end) == .leftBrace) { j = end }
        }
        var arguments: [Argument] = []
        if kind(j) == .leftParen && !tokens[j].hasNewlineBefore {
            arguments = self.arguments(inParentheses: j)
            j = after(j)
        } else if !(allowTrailingOnly && kind(j) == .leftBrace && !tokens[j].hasNewlineBefore) {
            return nil
        }
        let (trailing, end) = trailingClosures(j)
        arguments += trailing
        return CallSite(callee: callee, calleeToken: i, start: start, arguments: arguments, end: end)
    }
}

/// A construction that is the whole of an expression: `Name(…)`, `Outer.Name(…)`, `Name<T>(…)`,
/// `Name.init(…)` or `.init(…)`, trailing closures included (`TokenStream.wholeConstruction`).
public struct WholeConstruction: Sendable {
    /// The type as written, dotted parts joined, generic arguments dropped; nil for `.init(…)`.
    public var type: String?
    /// The token of the type's last name, or of `init` in `.init(…)`.
    public var nameToken: Int
    /// The `(` of the arguments; nil when there are only trailing closures.
    public var open: Int?
}

extension TokenStream {
    /// The construction `range` is, whole; nil for anything else (`Model.shared`,
    /// `Model.make()`, `Model().configured()`).
    public func wholeConstruction(_ range: Range<Int>) -> WholeConstruction? {
        let lo = range.lowerBound, hi = range.upperBound
        guard lo < hi else { return nil }
        if kind(lo) == .period && isWord(lo + 1, "init") && kind(lo + 2) == .leftParen {
            return trailingClosuresEnd(after(lo + 2)) == hi ? WholeConstruction(type: nil, nameToken: lo + 1, open: lo + 2) : nil
        }
        guard isName(lo) else { return nil }
        var last = lo
        var type = name(lo)
        while kind(last + 1) == .period && isName(last + 2) && !isWord(last + 2, "init") {
            last += 2
            type += "." + name(last)
        }
        // A type's name starts with a capital letter (`Model.make()` is a call of a function).
        let first = bytes[nameBytes(last).lowerBound]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        var j = last + 1
        if isOperator(j, "<") && !tokens[j].hasSpaceBefore {
            let end = skipAngles(j)
            if end > j + 1 { j = end }
        }
        if kind(j) == .period && isWord(j + 1, "init") { j += 2 }
        var open: Int? = nil
        if kind(j) == .leftParen && !tokens[j].hasNewlineBefore {
            open = j
            j = after(j)
        } else if kind(j) != .leftBrace {
            return nil
        }
        return trailingClosuresEnd(j) == hi ? WholeConstruction(type: type, nameToken: last, open: open) : nil
    }
}
