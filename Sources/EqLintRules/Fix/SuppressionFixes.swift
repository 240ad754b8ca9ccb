/// The edits of `invalid_suppression` (replace an unknown id with the one suggested) and
/// `unused_suppression` (remove the unused id, or the whole comment when none is left).
enum SuppressionFixes {
    /// The byte range of the rule id `id` among the ids of the `eqlint:` comment at `comment`
    /// (not its command word, nor a reason after ` - `), if written there.
    static func idRange(_ id: String, in comment: Range<UInt32>, _ bytes: [UInt8]) -> Range<UInt32>? {
        let words = idWords(in: comment, bytes)
        return words.first { String(decoding: bytes[Int($0.lowerBound)..<Int($0.upperBound)], as: UTF8.self) == id }
    }

    /// The ranges of the words after the command word, up to ` - ` or `//` (as
    /// `Suppressions.commandWords` reads them).
    static func idWords(in comment: Range<UInt32>, _ bytes: [UInt8]) -> [Range<UInt32>] {
        let start = Int(comment.lowerBound), end = min(Int(comment.upperBound), bytes.count)
        guard start < end else { return [] }
        let marker = Array("eqlint:".utf8)
        var lo = start
        while lo + marker.count <= end && !bytes[lo..<(lo + marker.count)].elementsEqual(marker) { lo += 1 }
        guard lo + marker.count <= end else { return [] }
        lo += marker.count
        var hi = end
        if bytes[start..<end].starts(with: "/*".utf8) && end - start >= 4 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") { hi -= 2 }
        bytes.withUnsafeBufferPointer { b in
            if let dash = Suppressions.firstOffset(of: Array(" - ".utf8), in: b, lo..<hi) { hi = dash }
            if let slashes = Suppressions.firstOffset(of: Array("//".utf8), in: b, lo..<hi) { hi = slashes }
        }
        var words: [Range<UInt32>] = []
        var i = lo
        while i < hi {
            while i < hi && Suppressions.isSeparator(bytes[i]) { i += 1 }
            let wordStart = i
            while i < hi && !Suppressions.isSeparator(bytes[i]) { i += 1 }
            if i > wordStart { words.append(UInt32(wordStart)..<UInt32(i)) }
        }
        return Array(words.dropFirst())  // the command word
    }

    /// `invalid_suppression`: the unknown id replaced with the suggestion (safe).
    static func replace(_ id: String, with suggestion: String, in comment: Range<UInt32>, _ bytes: [UInt8]) -> Fix? {
        guard let range = idRange(id, in: comment, bytes) else { return nil }
        return Fix(.safe, "replace '\(id)' with '\(suggestion)'", edits: [TextEdit(range: range, replacement: suggestion)])
    }

    /// `unused_suppression`: the id removed with the separator before it (after it, for the
    /// first id); the whole comment when `wholeComment` (no id of it is used).
    static func remove(_ id: String, in comment: Range<UInt32>, wholeComment: Bool, _ bytes: [UInt8]) -> Fix? {
        let layout = SourceLayout(bytes)
        if wholeComment {
            return Fix(.safe, "remove the unused suppression comment", edits: [.delete(commentRemoval(comment, layout))])
        }
        let words = idWords(in: comment, bytes)
        guard let k = words.firstIndex(where: { layout.text($0) == id }) else { return nil }
        let range: Range<UInt32>
        if k > 0 {
            range = words[k - 1].upperBound..<words[k].upperBound
        } else if words.count > 1 {
            range = words[0].lowerBound..<words[1].lowerBound
        } else {
            return Fix(.safe, "remove the unused suppression comment", edits: [.delete(commentRemoval(comment, layout))])
        }
        return Fix(.safe, "remove '\(id)' from the suppression comment", edits: [.delete(range)])
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
