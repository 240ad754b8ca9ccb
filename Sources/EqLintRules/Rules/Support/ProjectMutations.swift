/// A place where the project assigns or mutates a stored property.
struct MutationSite {
    /// The file (a position in `ProjectIndex.files`) and the bytes of the property's name there.
    var file: FileID
    var range: Range<UInt32>
    /// The member holding it, as messages show it (`TicketStore.close(_:)`).
    var member: String
    /// What the code does to the property: `assigned`, `mutated by 'toggle()'`, `bound as
    /// '$draft.title'`, `passed inout`.
    var how: String
}

/// What a value changed in `x.p` is: a project type, something else known, or unknown.
enum ValueKind: Equatable {
    case type(TypeID)
    case other
    case unknown
}

/// docs/rules.md, `foreach_unstable_identity` form 2: "a `var` stored property … that the
/// project assigns or mutates somewhere" (anywhere in the project, outside the type's own
/// initializers). The rule asks here and nowhere else, so how the question is answered can
/// change without the rule.
enum ProjectMutations {
    /// Where the project assigns or mutates `property` of the type `key` outside that type's own
    /// initializers: an assignment (`x.p = …`, `x.p += …`, `x.p[i] = …`), a mutating call on it
    /// (`x.p.append(…)`, `.toggle()`, `.insert`, `.remove…`), a binding to it (`$x.p`), or
    /// `inout` (`&x.p`); nil when nothing does.
    static func isAssignedOrMutated(property: String, ofType key: TypeID, ctx: RuleContext) -> MutationSite? {
        // This file first, by the declared types of the values changed; then every other file of
        // the project, by the uses each records (`UseFacts.writes`, docs/architecture.md, "Uses
        // across the project"): there by the property's name, outside the type's initializers.
        if let here = ctx.firstMutation(of: property, ofType: key) { return here }
        let index = ctx.index
        for site in index.writes(ofMember: property) where site.file != ctx.fileIndex {
            let owner = site.owner >= 0 ? index.typeID(file: site.file, type: Int(site.owner)) : nil
            if site.inInitializer && owner == key { continue }
            let length = UInt32(property.utf8.count)
            let shown = owner.map { index.displayName($0) } ?? "the top level"
            return MutationSite(file: site.file, range: site.offset..<(site.offset + length), member: shown, how: "changed")
        }
        return nil
    }
}

extension RuleContext {
    /// The first place in this file that assigns or mutates `property` of `key`, outside the
    /// initializers of `key` (`ProjectMutations.isAssignedOrMutated`). A bare `p` or `self.p`
    /// counts only inside the type's own members (elsewhere it names another type's property).
    /// In `x.p`, the declared type of `x` decides when it is known (`lines[i].p` with `lines:
    /// [Line]`); when it is not (a value of an unannotated local, a call's result), the property
    /// is matched by its name alone, so another type's property of that name counts too.
    func firstMutation(of property: String, ofType key: TypeID) -> MutationSite? {
        let s = tokens
        let all = bodies
        for (j, b) in mutationSites(named: property) {
            let body = all[b]
            let own = body.owner == key
            let member: String
            switch body.kind {
            case .function(let name):
                if own && name.hasPrefix("init(") { continue }
                member = name
            case .accessor(let name), .initializer(let name): member = name
            case .macro: continue
            }
            guard let how = mutation(at: j, in: body, ofType: key) else { continue }
            let shown = body.owner.map { index.displayName($0) + "." + member } ?? member
            return MutationSite(file: fileIndex, range: s.tokens[j].start..<s.tokens[j].end, member: shown, how: how)
        }
        return nil
    }

    /// The places in the file's bodies where a name is changed, whatever type it belongs to
    /// (`change(at:)`), each with its body's position in `bodies`, in file order: the file is
    /// read once, at the first question.
    private func mutationSites(named name: String) -> [(token: Int, body: Int)] {
        if walked.mutationSites == nil {
            let s = tokens
            var sites: [String: [Int]] = [:]
            for body in bodies where body.kind != .macro {
                for j in body.range where s.kind(j) == .identifier && change(at: j) != nil {
                    sites[s.name(j), default: []].append(j)
                }
            }
            // In file order: the first place a message names is the first in the file.
            for name in sites.keys { sites[name]?.sort() }
            walked.mutationSites = sites
        }
        return (walked.mutationSites?[name] ?? []).compactMap { j in bodyPosition(holding: j).map { (j, $0) } }
    }

    /// What the code at name token `j` does to what it names, if it changes it, whatever its
    /// type: `assigned`, `mutated by '…'`, `bound as '…'`, `passed inout`.
    private func change(at j: Int) -> String? {
        let s = tokens
        if s.kind(j - 1) != .period {
            // A bare `p`, not a declaration (`let p`), a label (`p:`) or a parameter.
            guard !s.isWord(j - 1, "let"), !s.isWord(j - 1, "var"), !s.isWord(j - 1, "case"), s.kind(j + 1) != .colon
            else { return nil }
            return changeAfter(j)
        }
        guard let root = chainRoot(endingAt: j) else { return nil }
        if s.kind(root) == .dollarIdentifier, let second = s.text(root).utf8.dropFirst().first,
           !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")) {
            return "bound as '\(s.spacedText(root..<j + 1))'"
        }
        return s.isOperator(root - 1, "&") && !s.tokens[root].hasSpaceBefore ? "passed inout" : changeAfter(j)
    }

    /// What the change at name token `j` of `body` (`change(at:)`) does to the property of
    /// `key`, if it is that type's.
    private func mutation(at j: Int, in body: CodeBody, ofType key: TypeID) -> String? {
        let s = tokens
        let own = body.owner == key
        guard let how = change(at: j) else { return nil }
        // A bare `p` is the enclosing type's.
        guard s.kind(j - 1) == .period else { return own ? how : nil }
        guard let root = chainRoot(endingAt: j) else { return nil }
        // `self.p` names the enclosing type's property.
        if s.isWord(root, "self") && root == j - 2 { return own ? how : nil }
        // Is the value changed one of the type's? Unknown counts.
        switch valueKind(from: root, before: j - 1, in: body) {
        case .type(let found): return found == key ? how : nil
        case .other: return nil
        case .unknown: return how
        }
    }

    /// What the value `root … end` (`lines[i]`, `self.model.line`, `config`) of `body` is, by
    /// declared types.
    private func valueKind(from root: Int, before end: Int, in body: CodeBody) -> ValueKind {
        let s = tokens
        var type: WrittenTypeAt?
        var key: TypeID?
        if s.isWord(root, "self") {
            key = body.owner
        } else if s.kind(root) == .identifier || s.kind(root) == .backtickIdentifier {
            type = declaredType(ofPathAt: root, [s.name(root)], in: body, collections: [])
        } else if s.kind(root) == .dollarIdentifier {
            type = declaredType(ofBinding: root, in: body)
        }
        var k = root + 1
        while k < end {
            if s.isOptionalMark(k) {
                k += 1
            } else if s.kind(k) == .leftBracket, let collection = type {
                type = subscriptResult(of: collection)
                k = s.after(k)
            } else if s.kind(k) == .period && s.isName(k + 1), let owner = key ?? type.flatMap(typeKey) {
                type = declaredType(ofMember: s.name(k + 1), of: owner)
                key = nil
                k += 2
            } else {
                return .unknown
            }
            if type == nil && key == nil { return .unknown }
        }
        if let key { return .type(key) }
        guard let type else { return .unknown }
        if let found = typeKey(type) { return .type(found) }
        // Written out, but no project type (`String`, `[Line]`): not the type asked about.
        let written = WrittenType(type.text)
        if let name = written.name, case .outside = index.resolve(String(name), from: type.place) { return .other }
        return written.collection != nil ? .other : .unknown
    }

    /// The declared type of the value a binding `$x` at `root` reaches: the element of
    /// `ForEach($items) { $x in … }` around it (`items`' element type), or the enclosing type's
    /// property `x` (`@State var x: Note`, `$x.title`).
    private func declaredType(ofBinding root: Int, in body: CodeBody) -> WrittenTypeAt? {
        let s = tokens
        let name = String(s.text(root).dropFirst())
        for c in Self.collections(before: root, in: rowCollections()) {
            let data = c.data
            guard let closure = c.content.first(where: { $0.contains(root) }), s.kind(closure.lowerBound + 1) == .dollarIdentifier,
                  s.sameText(closure.lowerBound + 1, root), s.isWord(closure.lowerBound + 2, "in"),
                  s.kind(data.lowerBound) == .dollarIdentifier, data.count == 1,
                  let collection = body.owner.flatMap({ declaredType(ofMember: String(s.text(data.lowerBound).dropFirst()), of: $0) })
            else { continue }
            return elementType(of: collection)
        }
        return body.owner.flatMap { declaredType(ofMember: name, of: $0) }
    }

    /// The first token of the member chain ending at name token `j` (`reminders[index].isDone`:
    /// `reminders`), read backwards over `.name`, `?`, `!`, subscripts and calls; nil for a key
    /// path (`\.p`), an implicit member (`.p`), or past a few steps.
    private func chainRoot(endingAt j: Int) -> Int? {
        let s = tokens
        var k = j
        for _ in 0..<32 {
            guard s.kind(k - 1) == .period else { return s.kind(k - 1) == .backslash ? nil : k }
            var e = k - 2
            while s.isOptionalMark(e) && !s.tokens[e].hasSpaceBefore { e -= 1 }
            while s.kind(e) == .rightBracket || s.kind(e) == .rightParen, let open = s.partnerOf(e), open < e {
                e = open - 1
                while s.isOptionalMark(e) && !s.tokens[e].hasSpaceBefore { e -= 1 }
            }
            guard s.isName(e) || s.kind(e) == .dollarIdentifier else { return nil }
            k = e
        }
        return nil
    }

    /// What follows the property at `j` when it changes it: an assignment after its members and
    /// subscripts (`p = …`, `p += …`, `p[i].done = …`), or a mutating call (`p.append(…)`).
    private func changeAfter(_ j: Int) -> String? {
        let s = tokens
        var k = j + 1
        for _ in 0..<32 {
            while s.isOptionalMark(k) && !s.tokens[k].hasSpaceBefore { k += 1 }
            if s.kind(k) == .leftBracket {
                k = s.after(k)
            } else if s.kind(k) == .period && s.isName(k + 1) {
                if s.kind(k + 2) == .leftParen || (s.kind(k + 2) == .leftBrace && !s.tokens[k + 2].hasNewlineBefore) {
                    let name = s.name(k + 1)
                    return Self.isMutatingMethod(name) ? "mutated by '\(name)(…)'" : nil
                }
                k += 2
            } else {
                return Self.isAssignment(k, s) ? "assigned" : nil
            }
        }
        return nil
    }

    /// `=` or a compound assignment (`+=`, `??=`, `<<=`), not a comparison.
    static func isAssignment(_ k: Int, _ s: TokenStream) -> Bool {
        guard s.kind(k) == .operator else { return false }
        let text = s.text(k)
        guard text.hasSuffix("=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// The standard library's mutating methods of collections, `Bool` and numbers, by name (the
    /// receiver's type is not known).
    static func isMutatingMethod(_ name: String) -> Bool {
        name.hasPrefix("remove") || name.hasPrefix("append") || name.hasPrefix("insert") || name.hasPrefix("form")
            || ["toggle", "sort", "reverse", "shuffle", "swapAt", "move", "popLast", "popFirst", "subtract", "merge",
                "replaceSubrange", "updateValue", "negate"].contains(name)
    }
}
