/// The fixes of `hashable_equatable_mismatch` (docs/rules.md, `hashable_equatable_mismatch`), kept
/// beside the rule so that the rule file stays about finding.
extension HashableEquatableMismatch {
    static let hashableTypes: Set<String> = [
        "String", "Int", "Int64", "Int32", "UInt", "UInt64", "Bool", "Double", "Float", "Character",
        "UUID", "URL", "Date", "Data", "ObjectIdentifier", "Substring",
    ]

    /// Raw types an enum may have (`enum Kind: String`); such an enum is Hashable.
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float",
    ]

    /// A standard Hashable type, a project type the index knows as Hashable, or a project enum
    /// with a raw type, which Swift makes Hashable: `hasher.combine` of it compiles.
    static func isKnownHashable(_ type: ResolvedType, _ index: ProjectIndex) -> Bool {
        type.answer { t -> Bool in
            guard !t.isOptional, !t.isDecorated else { return false }
            switch t.kind {
            case .outside(let name, let arguments): return arguments.isEmpty && hashableTypes.contains(name)
            case .project(let id):
                if index.isHashable(id) { return true }
                guard index.primaryKind(id) == .enum, let ref = index.declarationRef(of: id),
                      let raw = index.declaration(ref).inherits.first else { return false }
                return rawValueTypes.contains(raw)
            default: return false
            }
        } ?? false
    }

    /// Form 1's fix (safe): `hash(into:)` right after `==`, combining exactly what `==`
    /// compares in its order, `public` when `==` is; one line when `==` is written on one, and
    /// its braces on lines of their own when `==`'s opening brace is (Allman style).
    /// Only for a memberwise `==` (`lhs.a == rhs.a && …`): hashing `p` is right only when
    /// `==` compares `p` by its own `==` (not `p.lowercased()`, not case-insensitively).
    func hashFix(after equality: Function, known: Set<String>, _ ctx: RuleContext) -> Fix? {
        let s = ctx.tokens, layout = ctx.layout
        var seen: Set<String> = []
        guard let names = equality.memberUses?.memberwiseTerms?.filter({ seen.insert($0).inserted }), names.allSatisfy(known.contains),
              let body = equality.bodyTokens, s.kind(body.upperBound) == .rightBrace,
              let name = ctx.token(startingAt: equality.nameOffset) else { return nil }
        // The declaration's first token: `func` and the modifiers and attributes before it.
        var keyword = name
        while keyword > 0 && !s.isWord(keyword, "func") { keyword -= 1 }
        let first = ctx.declarationStart(keyword: keyword)
        let isPublic = (first..<keyword).contains { s.isWord($0, "public") || s.isWord($0, "open") }
        let close = s.tokens[body.upperBound]
        // Inserted after the line of the closing brace (behind a comment there), never before code.
        let lineEnd = layout.lineEnd(of: close.end)
        guard body.upperBound + 1 >= s.count || s.tokens[body.upperBound + 1].start >= lineEnd else { return nil }
        let start = s.tokens[first].start
        let eol = layout.lineEnding(at: close.start), indent = layout.indentation(ofLineAt: start)
        let combines = names.map { "hasher.combine(\(Self.spelled($0)))" }
        let opening = s.tokens[body.lowerBound - 1].start
        // The brace style of `==`: its `{` at the end of the declaration's line, or on a line
        // of its own (Allman), whose indentation both braces then take.
        let isAllman = layout.isFirstOnLine(opening) && layout.lineStart(of: opening) != layout.lineStart(of: start)
        let braceIndent = isAllman ? layout.indentation(ofLineAt: opening) : indent
        let head = indent + (isPublic ? "public " : "") + "func hash(into hasher: inout Hasher)"
            + (isAllman ? eol + braceIndent + "{" : " {")
        let text: String
        if layout.lineStart(of: opening) == layout.lineStart(of: close.start) || combines.isEmpty {
            text = eol + head + (combines.isEmpty ? "}" : " " + combines.joined(separator: "; ") + " }")
        } else {
            let unit = ctx.indentUnit
            text = eol + head + eol + combines.map { indent + unit + $0 + eol }.joined() + braceIndent + "}"
        }
        return Fix(.safe, "insert 'hash(into:)' combining what == compares", edits: [.insert(text, at: lineEnd)])
    }

    /// A name as code: backticked when it is a reserved word.
    static func spelled(_ name: String) -> String {
        Keywords.reserved.contains(name) ? "`\(name)`" : name
    }
}

extension HashableEquatableMismatch {
    /// Form 2's fix (unsafe: the hash changes): each `hasher.combine(p)` / `p.hash(into:)`
    /// statement of a property `==` does not compare, removed. No fix unless every mention
    /// of those properties in `hash(into:)` is such a statement.
    func uncombining(_ names: [String], in hashInto: Function, _ ctx: RuleContext) -> Fix? {
        guard let body = hashInto.bodyTokens, let hasher = hashInto.parameters.first?.name else { return nil }
        let s = ctx.tokens, layout = ctx.layout
        let wanted = Set(names)
        var edits: [TextEdit] = []
        var removed = 0
        var i = body.lowerBound
        while i < body.upperBound {
            // A statement starts the body, a line, or follows `;`.
            let starts = i == body.lowerBound || s.tokens[i].hasNewlineBefore || s.kind(i - 1) == .semicolon
            guard starts, let (end, name) = statement(at: i, hasher: hasher, s), wanted.contains(name), end < body.upperBound else {
                i += 1
                continue
            }
            var last = end
            if s.kind(last + 1) == .semicolon { last += 1 }
            let start = s.tokens[i].start, stop = s.tokens[last].end
            if layout.isFirstOnLine(start) && layout.isLastOnLine(stop) {
                edits.append(.delete(layout.lineStart(of: start)..<layout.nextLineStart(of: stop)))
            } else if layout.isLastOnLine(stop) {
                // `a(); b()` losing `b()` keeps `a()`, without the `;` that separated them.
                let before = s.tokens[i - 1]
                edits.append(.delete((before.kind == .semicolon ? before.start : before.end)..<stop))
            } else {
                var after = Int(stop)
                while after < layout.bytes.count && (layout.bytes[after] == 32 || layout.bytes[after] == 9) { after += 1 }
                edits.append(.delete(start..<UInt32(after)))
            }
            removed += 1
            i = last + 1
        }
        // Every mention (`p`, `self.p`) must go with a removed statement.
        let mentions = body.filter { k in
            s.isName(k) && wanted.contains(s.name(k)) && (s.kind(k - 1) != .period || s.isWord(k - 2, "self"))
        }.count
        guard removed > 0, mentions == removed else { return nil }
        return Fix(.unsafe, "stop hashing \(quotedList(names))", edits: edits)
    }

    /// `hasher.combine(p)`, `hasher.combine(self.p)`, `p.hash(into: &hasher)` or
    /// `self.p.hash(into: &hasher)` at token `i`: its last token and `p`.
    private func statement(at i: Int, hasher: String, _ s: TokenStream) -> (Int, String)? {
        func property(_ k: Int) -> (Int, String)? {
            if s.isWord(k, "self") && s.kind(k + 1) == .period && s.isName(k + 2) { return (k + 2, s.name(k + 2)) }
            return s.isName(k) ? (k, s.name(k)) : nil
        }
        if s.name(i) == hasher, s.kind(i + 1) == .period, s.isWord(i + 2, "combine"), s.kind(i + 3) == .leftParen,
           let close = s.partnerOf(i + 3), let (last, name) = property(i + 4), last + 1 == close {
            return (close, name)
        }
        if let (last, name) = property(i), s.kind(last + 1) == .period, s.isWord(last + 2, "hash"), s.kind(last + 3) == .leftParen,
           let close = s.partnerOf(last + 3), s.isWord(last + 4, "into"), s.kind(last + 5) == .colon,
           s.isOperator(last + 6, "&"), s.name(last + 7) == hasher, last + 8 == close {
            return (close, name)
        }
        return nil
    }
}
