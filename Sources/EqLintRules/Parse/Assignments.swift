/// An assignment statement of a body of code, `name = value` or `self.name = value` (an `init`'s
/// assignments to its type's properties), read from the tokens when a rule asks.
public struct AssignmentStatement: Sendable {
    /// The statement's first token: `self`, or the assigned name.
    public var start: Int
    /// The assigned name's token (`model`, `_model`).
    public var target: Int
    /// The value after `=`, to the end of the statement.
    public var value: Range<Int>

    /// The name is written after `self.`.
    public var isThroughSelf: Bool { target > start }
}

extension TokenStream {
    /// The statements of `body` assigning a name, bare or after `self.`, that `wanted` accepts
    /// (given the name's token and whether `self.` precedes it), in order; statements inside
    /// nested blocks (`if`, `switch`) included.
    public func assignments(in body: Range<Int>, where wanted: (_ target: Int, _ throughSelf: Bool) -> Bool) -> [AssignmentStatement] {
        var out: [AssignmentStatement] = []
        var i = body.lowerBound
        while i < body.upperBound {
            defer { i += 1 }
            let startsStatement = tokens[i].hasNewlineBefore || i == body.lowerBound
                || kind(i - 1) == .leftBrace || kind(i - 1) == .semicolon
            guard startsStatement else { continue }
            var target = i
            if isWord(i, "self") && kind(i + 1) == .period { target = i + 2 }
            guard isName(target), isOperator(target + 1, "="), wanted(target, target > i) else { continue }
            let value = statementEnd(from: target + 2, limit: body.upperBound)
            out.append(AssignmentStatement(start: i, target: target, value: (target + 2)..<max(value, target + 2)))
            i = max(i, value - 1)
        }
        return out
    }

    /// Where the statement whose value starts at `start` ends: at the next line that does not
    /// continue it (`.`, an operator), outside brackets.
    public func statementEnd(from start: Int, limit: Int) -> Int {
        var j = start
        while j < limit {
            if j > start && (tokens[j].hasNewlineBefore || kind(j) == .semicolon) && kind(j) != .period
                && kind(j) != .operator && !isOperator(j - 1, "=") {
                return j
            }
            if kind(j) == .semicolon { return j }
            if let partner = partnerOf(j), partner > j { j = partner + 1 } else { j += 1 }
        }
        return limit
    }
}

/// A local declaration of a body of code: `let x = value`, `var (a, b) = value`, or a pattern
/// binding with no value of its own (`case .clip(let time)`, `case let .pair(a, b)`,
/// `for x in …`'s is not read).
public struct LocalBinding: Sendable {
    /// The `let` or `var` token.
    public var keyword: Int
    /// The tokens of the names it binds.
    public var names: [Int]
    /// The value after `=`, to the end of the statement or of the condition (`if let x = y {`);
    /// nil for a pattern binding.
    public var value: Range<Int>?
}

extension TokenStream {
    /// Every `let` and `var` binding of `body`, in order, nested blocks and closures included.
    public func localBindings(in body: Range<Int>) -> [LocalBinding] {
        var out: [LocalBinding] = []
        for j in body where isWord(j, "let") || isWord(j, "var") {
            var k = j + 1
            var names: [Int] = []
            if isName(k) && kind(k + 1) != .leftParen && kind(k + 1) != .period {
                if !isWord(k, "_") { names.append(k) }
                k += 1
                // A type annotation: up to the `=`, on the line.
                if kind(k) == .colon {
                    k += 1
                    while k < body.upperBound && !isOperator(k, "=") && kind(k) != .comma && kind(k) != .leftBrace
                            && !tokens[k].hasNewlineBefore {
                        k = isOperator(k, "<") ? max(k + 1, skipAngles(k)) : after(k)
                    }
                }
            } else {
                // `(a, b)`, `.some(x)`, `Type.c(a, b)`: the names in the parentheses.
                while isName(k) && kind(k + 1) == .period { k += 2 }
                if kind(k) == .period && isName(k + 1) { k += 2 } else if isName(k) && kind(k + 1) == .leftParen { k += 1 }
                guard kind(k) == .leftParen, let close = partnerOf(k), close < body.upperBound else { continue }
                for n in (k + 1)..<close where isName(n) && !isWord(n, "_") && !isWord(n, "let") && !isWord(n, "var")
                    && kind(n - 1) != .period && kind(n + 1) != .colon && kind(n + 1) != .leftParen {
                    names.append(n)
                }
                k = close + 1
            }
            guard !names.isEmpty else { continue }
            var value: Range<Int>? = nil
            if isOperator(k, "=") {
                value = (k + 1)..<bindingEnd(from: k + 1, keyword: j, limit: body.upperBound)
            }
            out.append(LocalBinding(keyword: j, names: names, value: value))
        }
        return out
    }

    /// Where the value of a binding starting at `start` ends: the statement's end, or in a
    /// condition (`if let`, `guard let`, `while let`, after a `,`) the first top-level `,`, `{`
    /// or `else`.
    private func bindingEnd(from start: Int, keyword: Int, limit: Int) -> Int {
        let end = statementEnd(from: start, limit: limit)
        let inCondition = isWord(keyword - 1, "if") || isWord(keyword - 1, "guard") || isWord(keyword - 1, "while")
            || kind(keyword - 1) == .comma
        var j = start
        while j < end {
            if kind(j) == .comma || (inCondition && (kind(j) == .leftBrace || isWord(j, "else"))) { return j }
            switch kind(j) {
            case .leftParen?, .leftBracket?, .interpolationOpen?: j = after(j)
            case .leftBrace?: j = after(j)
            default: j += 1
            }
        }
        return end
    }
}
