/// A place where the project assigns or mutates a stored property.
struct MutationSite {
    /// The file (a position in `ProjectIndex.files`) and the bytes of the property's name there.
    var file: Int
    var range: Range<UInt32>
    /// The member holding it, as messages show it (`TicketStore.close(_:)`).
    var member: String
    /// What the code does to the property: `assigned`, `mutated by 'toggle()'`, `bound as
    /// '$draft.title'`, `passed inout`.
    var how: String
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
    static func isAssignedOrMutated(property: String, ofType key: String, ctx: RuleContext) -> MutationSite? {
        // TODO(#39): cross-file fact. The index holds each file's declarations, not its code, so
        // today only the linted file is searched: a type assigned only in another file counts as
        // never assigned (the rule is silent). The workspace's per-file facts, read by a
        // project-level step (and carried by Bazel summaries), will answer for every file.
        ctx.firstMutation(of: property, ofType: key)
    }
}

extension RuleContext {
    /// The first place in this file that assigns or mutates `property` of `key`, outside the
    /// initializers of `key` (`ProjectMutations.isAssignedOrMutated`). The base of `x.p` is
    /// matched by the property's name only: its type is not known without type inference, so
    /// another type's property of the same name counts too. A bare `p` or `self.p` counts only
    /// inside the type's own members (elsewhere it names another type's property).
    func firstMutation(of property: String, ofType key: String) -> MutationSite? {
        let s = tokens
        var members: [(range: Range<Int>, own: Bool, name: String)] = []
        for t in file.types.indices {
            let own = typeNames[t] == key
            let shown = index.displayName(typeNames[t]) + "."
            for f in file.types[t].functions {
                guard let body = f.bodyTokens, !(own && f.kind == .initializer) else { continue }
                members.append((body, own, shown + f.name))
            }
            for p in file.types[t].properties {
                for body in p.accessorBodies { members.append((body, own, shown + p.name)) }
                if let initial = p.initializerTokens { members.append((initial, own, shown + p.name)) }
            }
        }
        for f in file.globalFunctions { if let body = f.bodyTokens { members.append((body, false, f.name)) } }
        for p in file.globalProperties {
            for body in p.accessorBodies { members.append((body, false, p.name)) }
            if let initial = p.initializerTokens { members.append((initial, false, p.name)) }
        }
        members.sort { $0.range.lowerBound < $1.range.lowerBound }
        let length = property.utf8.count
        for member in members {
            for j in member.range where s.kind(j) == .identifier && Int(s.tokens[j].length) == length
                && s.isName(j, equalTo: property) {
                guard let how = mutation(at: j, ownMember: member.own) else { continue }
                return MutationSite(file: fileIndex, range: s.tokens[j].start..<s.tokens[j].end, member: member.name, how: how)
            }
        }
        return nil
    }

    /// What the code at name token `j` does to the property it names, if it changes it.
    private func mutation(at j: Int, ownMember: Bool) -> String? {
        let s = tokens
        if s.kind(j - 1) != .period {
            // A bare `p`: the type's own property only in its own members, and not a declaration
            // (`let p`), a label (`p:`) or a parameter.
            guard ownMember, !s.isWord(j - 1, "let"), !s.isWord(j - 1, "var"), !s.isWord(j - 1, "case"),
                  s.kind(j + 1) != .colon else { return nil }
            return changeAfter(j)
        }
        guard let root = chainRoot(endingAt: j) else { return nil }
        // `self.p` names the enclosing type's property.
        if s.isWord(root, "self") && root == j - 2 && !ownMember { return nil }
        if s.kind(root) == .dollarIdentifier {
            let text = s.text(root)
            guard text.count > 1, let second = text.utf8.dropFirst().first,
                  !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")) else { return changeAfter(j) }
            return "bound as '\(s.spacedText(root..<j + 1))'"
        }
        if s.isOperator(root - 1, "&") && !s.tokens[root].hasSpaceBefore { return "passed inout" }
        return changeAfter(j)
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
