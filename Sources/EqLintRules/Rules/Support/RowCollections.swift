/// A `ForEach`, or a `List` or `Table` over data (docs/rules.md, `foreach_unstable_identity`):
/// the construction, the body of code holding it, and what its arguments say of how its rows
/// are identified.
struct RowCollection {
    let call: CallSite
    let body: CodeBody
    /// The position of the `id:` argument among the call's arguments.
    let idArgument: Int?

    /// The data: the first argument, unlabelled.
    var data: Range<Int> { call.arguments[0].tokens }

    /// The closure literals among the arguments (trailing or `content:`): what builds the rows.
    var content: [Range<Int>] { call.arguments.filter(\.isClosureLiteral).map(\.tokens) }
}

/// What identifies a collection's rows: its `id:` key path.
enum RowKey: Equatable {
    /// No `id:`: the `id` of `Identifiable` elements.
    case elementID
    /// `\.self`: the whole element.
    case wholeValue
    /// `\.offset` or `\.0`: a position.
    case offset
    /// `\.p`.
    case property(String)
    /// Anything else (`\.element.id`).
    case other
}

/// How a collection iterates positions (docs/rules.md, `foreach_unstable_identity` form 1): the
/// array whose positions they are, as a path of names (`items`, `model.items`; `self.` dropped).
struct PositionalData {
    var path: [String]
    /// The data as written (`items.indices`), for messages.
    var written: String
}

extension RuleContext {
    /// The file's row collections inside bodies of code (not `#Preview`), in file order: each
    /// construction of SwiftUI's `ForEach`, `List` or `Table` (no project type of that name is
    /// in scope there) whose first argument is unlabelled data.
    func rowCollections() -> [RowCollection] {
        let s = tokens
        var names: [Int] = []
        // Only where the lexer saw a capitalised name before `(` or `{`: a length and a few
        // bytes each, no text made.
        for c in file.lexed.constructions where Self.isRowCollectionName(Int(c), s) { names.append(Int(c)) }
        guard !names.isEmpty else { return [] }
        var out: [RowCollection] = []
        for body in bodies(holding: names) where body.kind != .macro {
            var k = Self.firstMention(names, atOrAfter: body.range.lowerBound)
            while k < names.count && names[k] < body.range.upperBound {
                defer { k += 1 }
                guard let call = s.callSite(at: names[k], allowTrailingOnly: false), let first = call.arguments.first,
                      first.labelToken == nil, !first.isClosureLiteral, !first.tokens.isEmpty,
                      case .outside = index.resolve(call.callee, from: body.place) else { continue }
                let id = call.arguments.firstIndex { $0.labelToken != nil && s.hasLabel($0, "id") }
                out.append(RowCollection(call: call, body: body, idArgument: id))
            }
        }
        return out
    }

    /// `ForEach`, `List` or `Table`, on the bytes.
    static func isRowCollectionName(_ i: Int, _ s: TokenStream) -> Bool {
        guard s.kind(i) == .identifier else { return false }
        switch s.tokens[i].length {
        case 7: return s.is(i, "ForEach")
        case 4: return s.is(i, "List")
        case 5: return s.is(i, "Table")
        default: return false
        }
    }

    /// The collection's key path.
    func rowKey(_ c: RowCollection) -> RowKey {
        guard let k = c.idArgument else { return .elementID }
        let s = tokens
        let r = c.call.arguments[k].tokens
        // `\.p`, or `\Type.p`.
        guard s.kind(r.lowerBound) == .backslash else { return .other }
        var j = r.lowerBound + 1
        if s.isName(j) && s.kind(j + 1) == .period { j += 1 }
        guard s.kind(j) == .period, j + 2 == r.upperBound else { return .other }
        let last = j + 1
        if s.isWord(last, "self") { return .wholeValue }
        if s.isWord(last, "offset") || (s.kind(last) == .integerLiteral && s.is(last, "0")) { return .offset }
        return s.isName(last) ? .property(s.name(last)) : .other
    }

    /// The positions the data iterates (form 1): `x.indices` or `0..<x.count` whatever the key;
    /// with `\.offset` or `\.0`, `x.enumerated()` or `zip(x.indices, x)`; each also wrapped in
    /// `Array(…)` or parentheses.
    func positionalData(_ c: RowCollection, key: RowKey) -> PositionalData? {
        let s = tokens
        var r = c.data
        // `Array(…)` and parentheses around the whole, a few times at most.
        for _ in 0..<4 {
            if s.kind(r.lowerBound) == .leftParen && s.partnerOf(r.lowerBound) == r.upperBound - 1 {
                r = r.lowerBound + 1..<r.upperBound - 1
            } else if s.isWord(r.lowerBound, "Array") && s.kind(r.lowerBound + 1) == .leftParen
                        && s.partnerOf(r.lowerBound + 1) == r.upperBound - 1 {
                r = r.lowerBound + 2..<r.upperBound - 1
            } else {
                break
            }
        }
        guard r.count >= 3 else { return nil }
        let written = s.spacedText(c.data)
        let end = r.upperBound
        // `x.indices`
        if s.kind(end - 2) == .period && s.isWord(end - 1, "indices"), let path = plainPath(r.lowerBound..<end - 2) {
            return PositionalData(path: path, written: written)
        }
        // `0..<x.count`
        if s.kind(r.lowerBound) == .integerLiteral && s.is(r.lowerBound, "0") && s.isOperator(r.lowerBound + 1, "..<")
            && s.kind(end - 2) == .period && s.isWord(end - 1, "count"), let path = plainPath(r.lowerBound + 2..<end - 2) {
            return PositionalData(path: path, written: written)
        }
        guard key == .offset else { return nil }
        // `x.enumerated()`
        if r.count >= 5 && s.kind(end - 1) == .rightParen && s.kind(end - 2) == .leftParen && s.isWord(end - 3, "enumerated")
            && s.kind(end - 4) == .period, let path = plainPath(r.lowerBound..<end - 4) {
            return PositionalData(path: path, written: written)
        }
        // `zip(x.indices, x)`
        if s.isWord(r.lowerBound, "zip") && s.kind(r.lowerBound + 1) == .leftParen && s.partnerOf(r.lowerBound + 1) == end - 1 {
            let arguments = s.arguments(inParentheses: r.lowerBound + 1)
            guard arguments.count == 2, arguments.allSatisfy({ $0.labelToken == nil }) else { return nil }
            let a = arguments[0].tokens
            guard a.count >= 3, s.kind(a.upperBound - 2) == .period, s.isWord(a.upperBound - 1, "indices"),
                  let path = plainPath(a.lowerBound..<a.upperBound - 2), plainPath(arguments[1].tokens) == path else { return nil }
            return PositionalData(path: path, written: written)
        }
        return nil
    }

    /// The names of a plain member path filling `range` (`items`, `self.model.items`,
    /// `model?.items`), `self.` dropped; nil for anything else (a call, a subscript, a literal).
    func plainPath(_ range: Range<Int>) -> [String]? {
        let s = tokens
        var names: [String] = []
        var j = range.lowerBound
        if s.isWord(j, "self") && s.kind(j + 1) == .period { j += 2 }
        while j < range.upperBound {
            guard s.kind(j) == .identifier || s.kind(j) == .backtickIdentifier else { return nil }
            names.append(s.name(j))
            j += 1
            while j < range.upperBound && s.isOptionalMark(j) { j += 1 }
            if j == range.upperBound { break }
            guard s.kind(j) == .period else { return nil }
            j += 1
            if j == range.upperBound { return nil }
        }
        return names.isEmpty ? nil : names
    }

    /// The names of the plain member path that ends at name token `last` (read backwards over
    /// `.`, `?` and `!`, `self.` dropped), and its first token; nil when a call, a subscript or
    /// anything else is part of it, or past a few steps.
    func plainPath(endingAt last: Int) -> (names: [String], first: Int)? {
        let s = tokens
        var names: [String] = []
        var j = last
        for _ in 0..<16 {
            guard s.kind(j) == .identifier || s.kind(j) == .backtickIdentifier else {
                if s.isWord(j, "self") && !names.isEmpty { return (names.reversed(), j) }
                return nil
            }
            names.append(s.name(j))
            guard s.kind(j - 1) == .period else { return (names.reversed(), j) }
            // `model?.items`: the marks sit between a name and its period.
            j -= 2
            while s.isOptionalMark(j) && !s.tokens[j].hasSpaceBefore { j -= 1 }
        }
        return nil
    }
}
