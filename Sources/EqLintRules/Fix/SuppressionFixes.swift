/// The edits of `invalid_suppression` (replace an unknown id with the one suggested) and
/// `unused_suppression` (remove the unused id, or the whole comment when none is left).
enum SuppressionFixes {
    /// `invalid_suppression`: the unknown id (written at `range`) replaced with the suggestion (safe).
    static func replace(_ id: String, at range: Range<UInt32>, with suggestion: String) -> Fix {
        Fix(.safe, "replace '\(id)' with '\(suggestion)'", edits: [TextEdit(range: range, replacement: suggestion)])
    }

    /// `unused_suppression`: the id at `range` (one of the comment's `ids`, as the suppression
    /// reader found them) removed with the separator before it (after it, for the first id);
    /// the whole comment when `wholeComment` (no id of it is used).
    static func remove(_ id: String, at range: Range<UInt32>, among ids: [Range<UInt32>], in comment: Range<UInt32>,
                       wholeComment: Bool, _ source: SourceText) -> Fix? {
        let layout = SourceLayout(source)
        if wholeComment {
            return Fix(.safe, "remove the unused suppression comment", edits: [.delete(commentRemoval(comment, layout))])
        }
        guard let k = ids.firstIndex(of: range) else { return nil }
        let removed: Range<UInt32>
        if k > 0 {
            removed = ids[k - 1].upperBound..<ids[k].upperBound
        } else if ids.count > 1 {
            removed = ids[0].lowerBound..<ids[1].lowerBound
        } else {
            return Fix(.safe, "remove the unused suppression comment", edits: [.delete(commentRemoval(comment, layout))])
        }
        return Fix(.safe, "remove '\(id)' from the suppression comment", edits: [.delete(removed)])
    }

    /// What goes with a comment: its whole line when nothing else is on it, else the
    /// spaces that separate it from the code before (or after) it.
    static func commentRemoval(_ comment: Range<UInt32>, _ layout: SourceLayout) -> Range<UInt32> {
        let first = layout.isFirstOnLine(comment.lowerBound), last = layout.isLastOnLine(comment.upperBound)
        if first && last { return layout.lineStart(of: comment.lowerBound)..<layout.nextLineStart(of: comment.upperBound) }
        if last {
            var start = Int(comment.lowerBound)
            while start > 0 && (layout.bytes[start - 1] == 32 || layout.bytes[start - 1] == 9) { start -= 1 }
            return UInt32(start)..<layout.lineEnd(of: comment.upperBound)
        }
        var end = Int(comment.upperBound)
        while end < layout.bytes.count && (layout.bytes[end] == 32 || layout.bytes[end] == 9) { end += 1 }
        return comment.lowerBound..<UInt32(end)
    }
}
