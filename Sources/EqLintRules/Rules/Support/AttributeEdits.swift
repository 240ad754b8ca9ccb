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
