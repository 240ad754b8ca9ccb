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
