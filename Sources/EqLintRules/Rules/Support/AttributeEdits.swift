/// Edits of an attribute as written (`@Name`, `@A.Name(…)`), for the marker fixes of
/// `invalid_equatable_marker`, `equatable_ignored_in_body` and `marker_without_equatable`.
extension RuleContext {
    /// The tokens of the attribute: its `@`, its dotted name and its arguments (nil when
    /// the tokens there are not that attribute).
    func attributeTokens(_ a: Attribute) -> ClosedRange<Int>? {
        let s = tokens
        guard s.kind(a.token) == .at, s.isName(a.token + 1) else { return nil }
        var last = a.token + 1
        while s.kind(last + 1) == .period && s.isName(last + 2) { last += 2 }
        if s.kind(last + 1) == .leftParen && !s.tokens[last + 1].hasSpaceBefore, let close = s.partnerOf(last + 1) { last = close }
        return a.token...last
    }

    /// The attribute replaced with `@replacement`, its arguments dropped with it.
    func replacing(_ a: Attribute, with replacement: String, _ applicability: Applicability, _ title: String) -> Fix? {
        guard let range = attributeTokens(a) else { return nil }
        let span = tokens.tokens[range.lowerBound].start..<tokens.tokens[range.upperBound].end
        return Fix(applicability, title, edits: [TextEdit(range: span, replacement: "@" + replacement)])
    }

    /// The attribute removed: its whole line when nothing else is on it, else it and the
    /// spaces after it. Nil when a comment sits right after it on the line.
    func removing(_ a: Attribute, _ applicability: Applicability, _ title: String) -> Fix? {
        guard let range = attributeTokens(a) else { return nil }
        let layout = self.layout
        let start = tokens.tokens[range.lowerBound].start, end = tokens.tokens[range.upperBound].end
        if layout.isFirstOnLine(start) && layout.isLastOnLine(end) {
            return Fix(applicability, title, edits: [.delete(layout.lineStart(of: start)..<layout.nextLineStart(of: end))])
        }
        var after = Int(end)
        while after < layout.bytes.count && (layout.bytes[after] == 32 || layout.bytes[after] == 9) { after += 1 }
        // Whatever follows on the line is code (the declaration), never left glued to a `@`.
        guard after < layout.bytes.count, layout.bytes[after] != 10, layout.bytes[after] != 13 else { return nil }
        return Fix(applicability, title, edits: [.delete(start..<UInt32(after))])
    }
}

/// Where declarations start, and the marker edits of the macro's fixes (`equatable_unmarked_closure`,
/// `view_not_equatable`).
extension RuleContext {
    static let declarationModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "package", "static", "class", "final", "nonisolated",
        "weak", "unowned", "dynamic", "override", "required", "lazy", "indirect",
    ]

    /// The first token of the declaration whose keyword (`let`, `struct`…) is token `keyword`:
    /// back over its modifiers (`private(set)` too) and attributes (`@Wrapper(…)`).
    func declarationStart(keyword: Int) -> Int {
        let s = tokens
        var first = keyword
        while first > 0 {
            var j = first - 1
            if s.kind(j) == .rightParen, let open = s.partnerOf(j) { j = open - 1 }
            while s.kind(j) == .identifier && s.kind(j - 1) == .period && s.kind(j - 2) == .identifier { j -= 2 }
            if s.kind(j - 1) == .at && (s.kind(j) == .identifier || s.kind(j) == .keyword) { first = j - 1; continue }
            if (s.kind(j) == .keyword || s.kind(j) == .identifier) && Self.declarationModifiers.contains(s.text(j)) { first = j; continue }
            break
        }
        return first
    }

    /// `@EquatableIgnoredUnsafeClosure ` inserted before a stored property's declaration; nil
    /// when the declaration binds more than this property (the marker would cover them all).
    func markingUnsafeClosure(_ p: Property) -> TextEdit? {
        guard p.bindingIndex == 0, !p.isInTuplePattern, let name = token(startingAt: p.nameOffset) else { return nil }
        let s = tokens
        guard s.isWord(name - 1, "let") || s.isWord(name - 1, "var") else { return nil }
        let last = p.initializerTokens?.upperBound ?? p.typeTokens?.upperBound ?? (name + 1)
        if s.kind(last) == .comma { return nil }
        return .insert("@EquatableIgnoredUnsafeClosure ", at: s.tokens[declarationStart(keyword: name - 1)].start)
    }

    /// `import Equatable` after the file's last import (at its top when it has none); nil when
    /// the file imports it already. Made once a file: every fix of a file of thousands of
    /// views holds it, and each looked for the last import among all the tokens (issue #37).
    func importingEquatable() -> TextEdit? {
        if let made = walked.importingEquatable { return made }
        let edit = lastImportEdit()
        walked.importingEquatable = .some(edit)
        return edit
    }

    private func lastImportEdit() -> TextEdit? {
        guard !file.importsEquatable else { return nil }
        let s = tokens, layout = self.layout
        var lastImport: Int?
        for i in 0..<s.count where s.isWord(i, "import") && layout.isFirstOnLine(s.tokens[declarationStart(keyword: i)].start) {
            lastImport = i
        }
        guard let lastImport else { return .insert("import Equatable" + layout.lineEnding(at: 0), at: 0) }
        let end = layout.lineEnd(of: s.tokens[lastImport].end)
        return .insert(layout.lineEnding(at: end) + "import Equatable", at: end)
    }
}
