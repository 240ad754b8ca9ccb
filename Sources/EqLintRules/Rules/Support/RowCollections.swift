/// A `ForEach`, or a `List` or `Table` over data (docs/rules.md, `foreach_unstable_identity`):
/// the construction, the body of code holding it, and what its arguments say of how its rows
/// are identified.
struct RowCollection {
    let call: CallSite
    /// The body of code holding it.
    let member: MemberBody
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

/// A member's body of code (a function's, an accessor's, a stored property's initial value), as
/// the parser found it: no walk, no `CodeBody` until one is needed (`RuleContext.codeBody`).
struct MemberBody {
    let range: Range<Int>
    /// The declaration in the file's `types` holding it; nil at the top level.
    let type: Int?
    /// The member's name (`body`, `save()`, `init(id:)`).
    let name: String
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
        if let done = walked.rowCollections { return done }
        let found = readRowCollections()
        walked.rowCollections = found
        return found
    }

    private func readRowCollections() -> [RowCollection] {
        let s = tokens
        var names: [Int] = []
        // Only where the lexer saw a capitalised name before `(` or `{`: a length and a few
        // bytes each, no text made.
        // `List {` and `Table {` hold no data: only a name before `(` is looked at.
        for c in file.lexed.constructions where s.kind(Int(c) + 1) == .leftParen && Self.isRowCollectionName(Int(c), s) {
            names.append(Int(c))
        }
        guard !names.isEmpty else { return [] }
        // A few are found by a look at the types around them; many, in a list of the members.
        let members = names.count > 8 ? memberBodies() : nil
        var out: [RowCollection] = []
        for i in names {
            guard let member = members.map({ Self.member(containing: i, in: $0) }) ?? member(containing: i),
                  let call = s.callSite(at: i, allowTrailingOnly: false), let first = call.arguments.first,
                  first.labelToken == nil, !first.isClosureLiteral, !first.tokens.isEmpty,
                  case .outside = index.resolve(call.callee, from: Place(file: fileIndex, type: member.type)) else { continue }
            let id = call.arguments.firstIndex { $0.labelToken != nil && s.hasLabel($0, "id") }
            out.append(RowCollection(call: call, member: member, idArgument: id))
        }
        return out
    }

    /// The collections (in file order, as `rowCollections()` gives them) that start before token
    /// `i`, nearest first, at most 64: those around it are among them (nesting deeper is not
    /// looked into).
    static func collections(before i: Int, in collections: [RowCollection]) -> [RowCollection] {
        var lo = 0, hi = collections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if collections[mid].call.start < i { lo = mid + 1 } else { hi = mid }
        }
        return Array(collections[max(0, lo - 64)..<lo].reversed())
    }

    /// The file's members with code, in order of their bodies (`#Preview` bodies left out).
    func memberBodies() -> [MemberBody] {
        var out: [MemberBody] = []
        func add(_ functions: [Function], _ properties: [Property], _ type: Int?) {
            for f in functions { if let body = f.bodyTokens, !body.isEmpty { out.append(MemberBody(range: body, type: type, name: f.name)) } }
            for p in properties {
                if let initial = p.initializerTokens, !initial.isEmpty { out.append(MemberBody(range: initial, type: type, name: p.name)) }
                for body in p.accessorBodies where !body.isEmpty { out.append(MemberBody(range: body, type: type, name: p.name)) }
            }
        }
        for t in file.types.indices { add(file.types[t].functions, file.types[t].properties, t) }
        add(file.globalFunctions, file.globalProperties, nil)
        return out.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The member of a sorted list whose code holds token `i` (members do not nest).
    static func member(containing i: Int, in members: [MemberBody]) -> MemberBody? {
        var lo = 0, hi = members.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if members[mid].range.lowerBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && members[lo - 1].range.contains(i) ? members[lo - 1] : nil
    }

    /// The member whose code holds token `i`: one of the innermost type around it, or of the
    /// top level (not a `#Preview` body).
    func member(containing i: Int) -> MemberBody? {
        var type: Int?
        for t in file.types.indices where file.types[t].bodyTokens.contains(i) {
            if type.map({ file.types[t].bodyTokens.lowerBound > file.types[$0].bodyTokens.lowerBound }) ?? true { type = t }
        }
        let functions = type.map { file.types[$0].functions } ?? file.globalFunctions
        for f in functions { if let body = f.bodyTokens, body.contains(i) { return MemberBody(range: body, type: type, name: f.name) } }
        let properties = type.map { file.types[$0].properties } ?? file.globalProperties
        for p in properties {
            if let initial = p.initializerTokens, initial.contains(i) { return MemberBody(range: initial, type: type, name: p.name) }
            for body in p.accessorBodies where body.contains(i) { return MemberBody(range: body, type: type, name: p.name) }
        }
        return nil
    }

    /// The `CodeBody` of a member (walked on first use), for the questions that need its names
    /// in scope.
    func codeBody(_ member: MemberBody) -> CodeBody? {
        guard let k = bodyPosition(holding: member.range.lowerBound) else { return nil }
        let body = bodies[k]
        return body.range == member.range ? body : nil
    }

    /// The position in `bodies` (the file's bodies, made once and shared: each is walked at most
    /// once) of the body holding token `i`; bodies do not nest.
    func bodyPosition(holding i: Int) -> Int? {
        let all = bodies
        if walked.bodyOrder == nil { walked.bodyOrder = all.indices.sorted { all[$0].range.lowerBound < all[$1].range.lowerBound } }
        let order = walked.bodyOrder ?? []
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if all[order[mid]].range.lowerBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && all[order[lo - 1]].range.contains(i) ? order[lo - 1] : nil
    }

    /// Where a member is, for name lookups from it.
    func place(of member: MemberBody) -> Place { Place(file: fileIndex, type: member.type) }

    /// The index's key of the type holding a member; nil at the top level.
    func owner(of member: MemberBody) -> TypeID? { member.type.flatMap { typeIDs[$0] } }

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
        let end = r.upperBound
        var written: String { s.spacedText(c.data) }
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
