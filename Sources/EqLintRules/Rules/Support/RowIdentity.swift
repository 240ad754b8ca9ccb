/// What makes a row's identity matter, read for docs/rules.md, `foreach_unstable_identity`:
/// the type's removals from an array, bindings into it, the state a row holds, and the chain an
/// `.id(…)` modifier sits in.

/// A call that removes, inserts or moves elements of an array (`items.remove(at: i)`).
struct PositionEdit {
    /// The method's name token.
    var token: Int
    /// The array, as a path of names (`self.` dropped).
    var path: [String]
    /// The method as documentation writes it (`remove(at:)`).
    var method: String
    /// The member holding the call, and its body.
    var member: String
    var memberRange: Range<Int>
}

/// What a row holds that a new identity loses.
enum RowState {
    /// A project view the content builds declares `@State`, `@StateObject` or `@FocusState`.
    case view(name: String, wrapper: String, property: String, place: RelatedPlace?)
    /// The content applies `.transition(…)` or `.animation(…)`.
    case modifier(name: String, token: Int)
}

extension RuleContext {
    /// The first call in `members` that removes, inserts or moves elements of each array (by
    /// its path joined with `.`): `remove(at:)`, `remove(atOffsets:)`, `removeAll(where:)`,
    /// `removeFirst`, `removeLast`, `insert(_:at:)`, `move(fromOffsets:toOffset:)`, on a plain
    /// path (`items`, `self.model.items`).
    func positionEdits(in members: [(range: Range<Int>, member: String)]) -> [String: PositionEdit] {
        let s = tokens
        var out: [String: PositionEdit] = [:]
        for (range, member) in members {
            for j in range where s.kind(j) == .identifier && s.kind(j - 1) == .period && s.tokens[j].length >= 4 {
                guard let method = editMethod(at: j) else { continue }
                var end = j - 2
                while s.isOptionalMark(end) && !s.tokens[end].hasSpaceBefore { end -= 1 }
                guard let (path, _) = plainPath(endingAt: end) else { continue }
                let key = path.joined(separator: ".")
                if let known = out[key], known.token < j { continue }
                out[key] = PositionEdit(token: j, path: path, method: method, member: member, memberRange: range)
            }
        }
        return out
    }

    /// The documented name of the position edit whose method name is token `j`, if it is one.
    private func editMethod(at j: Int) -> String? {
        let s = tokens
        let open = j + 1
        if s.kind(open) == .leftBrace && !s.tokens[open].hasNewlineBefore && s.is(j, "removeAll") { return "removeAll(where:)" }
        guard s.kind(open) == .leftParen else { return nil }
        if s.is(j, "removeFirst") || s.is(j, "removeLast") { return s.name(j) }
        let labels = s.arguments(inParentheses: open).map { $0.labelToken.map(s.name) }
        switch s.name(j) {
        case "remove" where labels == ["at"]: return "remove(at:)"
        case "remove" where labels == ["atOffsets"]: return "remove(atOffsets:)"
        case "removeAll" where labels == ["where"]: return "removeAll(where:)"
        case "insert" where labels.count == 2 && labels[0] == nil && labels[1] == "at": return "insert(_:at:)"
        case "move" where labels == ["fromOffsets", "toOffset"]: return "move(fromOffsets:toOffset:)"
        default: return nil
        }
    }

    /// The bodies of code of the type `key` declared in this file (its declarations and
    /// extensions here), with the member each belongs to.
    func memberRanges(ofType key: TypeID) -> [(range: Range<Int>, member: String)] {
        var out: [(range: Range<Int>, member: String)] = []
        let ids = typeIDs
        for t in file.types.indices where ids[t] == key {
            for f in file.types[t].functions { if let body = f.bodyTokens { out.append((body, f.name)) } }
            for p in file.types[t].properties {
                for body in p.accessorBodies { out.append((body, p.name)) }
                if let initial = p.initializerTokens { out.append((initial, p.name)) }
            }
        }
        return out
    }

    /// The first binding into `path` by position in `ranges` (`$items[i]`, `$model.items[i]`):
    /// the `$` token and the binding as written. Each range is read up to `rowLimit` tokens:
    /// nested collections read their rows again, a bounded look keeps that linear.
    func positionBinding(to path: [String], in ranges: [Range<Int>]) -> (token: Int, written: String)? {
        let s = tokens
        let head = "$" + path[0]
        for range in ranges {
            for j in range.prefix(Self.rowLimit) where s.kind(j) == .dollarIdentifier && s.isName(j, equalTo: head) {
                var k = j + 1
                var n = 1
                while n < path.count && s.kind(k) == .period && s.isName(k + 1) && s.name(k + 1) == path[n] {
                    k += 2
                    n += 1
                }
                guard n == path.count, s.kind(k) == .leftBracket, let close = s.partnerOf(k) else { continue }
                return (j, s.spacedText(j..<close + 1))
            }
        }
        return nil
    }

    /// How far into a row's content the rule reads (tokens).
    static let rowLimit = 4096

    /// What the rows built in `content` hold that a new identity loses: a project view
    /// constructed there declaring `@State`, `@StateObject` or `@FocusState` (looked up from
    /// `place`), else the first `.transition(…)` or `.animation(…)` applied there. Each range is
    /// read up to `rowLimit` tokens.
    func rowState(in content: [Range<Int>], from place: Place) -> RowState? {
        let s = tokens
        let constructions = file.lexed.constructions
        let content = content.map { $0.lowerBound..<min($0.upperBound, $0.lowerBound + Self.rowLimit) }
        for range in content {
            var lo = 0, hi = constructions.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(constructions[mid]) < range.lowerBound { lo = mid + 1 } else { hi = mid }
            }
            while lo < constructions.count && Int(constructions[lo]) < range.upperBound {
                defer { lo += 1 }
                let i = Int(constructions[lo])
                guard let call = s.callSite(at: i, allowTrailingOnly: true),
                      let view = index.resolveType(call.callee, from: place), index.isView(view),
                      let (wrapper, p) = stateProperty(of: view) else { continue }
                let related = property(named: p.name, ofType: view).map {
                    RelatedPlace(path: index.files[$0.ref.file].path, range: p.nameOffset..<p.nameEnd,
                                 message: "'\(p.name)' is lost with the row's identity")
                }
                return .view(name: index.displayName(view), wrapper: wrapper, property: p.name, place: related)
            }
        }
        for range in content {
            for j in range where s.kind(j) == .period && s.kind(j + 2) == .leftParen
                && (s.isWord(j + 1, "transition") || s.isWord(j + 1, "animation")) {
                return .modifier(name: s.name(j + 1), token: j + 1)
            }
        }
        return nil
    }

    /// The first stored property of a view declaring `@State`, `@StateObject` or `@FocusState`
    /// (`SwiftUI.` or not), with the wrapper's name.
    func stateProperty(of view: TypeID) -> (wrapper: String, property: Property)? {
        for p in index.storedProperties(of: view) {
            for w in p.wrappers {
                let name = w.name.hasPrefix("SwiftUI.") ? String(w.name.dropFirst(8)) : w.name
                if name == "State" || name == "StateObject" || name == "FocusState" { return (name, p) }
            }
        }
        return nil
    }

    /// The name token of the view an `.id(…)` modifier is applied to, read backwards from the
    /// `.` at `period` over the modifiers and trailing closures before it (a few hundred steps
    /// at most), or what `known` holds for the `.` of a modifier met on the way; nil when the
    /// chain starts with something else than a name.
    func chainBase(before period: Int, known: [Int: Int] = [:]) -> Int? {
        let s = tokens
        var e = period - 1
        for _ in 0..<256 {
            while s.isOptionalMark(e) && !s.tokens[e].hasSpaceBefore { e -= 1 }
            if s.kind(e) == .rightBrace || s.kind(e) == .rightParen, let open = s.partnerOf(e), open < e {
                e = open - 1
                // `} label: {`: a labelled trailing closure.
                if s.kind(e) == .colon && s.isName(e - 1) && s.kind(e - 2) == .rightBrace { e -= 2 }
                continue
            }
            guard s.kind(e) == .identifier || s.kind(e) == .backtickIdentifier else { return nil }
            guard s.kind(e - 1) == .period else { return e }
            if let base = known[e - 1] { return base }
            // A dotted view name (`SwiftUI.Text`) ends the chain; a modifier continues it.
            if s.isName(e - 2) && Self.startsCapitalized(e, s) && Self.startsCapitalized(e - 2, s) { return e }
            e -= 2
        }
        return nil
    }

    /// True when name token `i` starts with a capital letter.
    static func startsCapitalized(_ i: Int, _ s: TokenStream) -> Bool {
        let r = s.nameBytes(i)
        guard let first = r.first, first < s.bytes.count else { return false }
        return s.bytes[first] >= UInt8(ascii: "A") && s.bytes[first] <= UInt8(ascii: "Z")
    }
}
