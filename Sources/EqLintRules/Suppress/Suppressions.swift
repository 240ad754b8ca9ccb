/// The `eqlint:` comments of one file: which rules are off on which lines, and the
/// comments that name unknown rules or commands (`invalid_suppression`).
public struct Suppressions: Sendable {
    /// Rule id → disabled line ranges (1-based, half-open).
    var regions: [String: [Range<Int>]] = [:]
    /// Line → rule ids disabled on that line alone.
    var lines: [Int: Set<String>] = [:]
    /// Problems found in the comments: byte range and message.
    public var problems: [(range: Range<UInt32>, message: String)] = []

    public init() {}

    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        if let ids = lines[line], ids.contains(ruleID) { return true }
        return regions[ruleID]?.contains { $0.contains(line) } ?? false
    }

    enum Command: String, CaseIterable {
        case disable, enable
        case next = "disable:next", this = "disable:this", previous = "disable:previous"
    }

    /// True when the comment's bytes hold `eqlint:` (most comments do not: no text is made for them).
    /// `text` up to the first place that starts with `marker` (ASCII, no CR or LF), or all
    /// of it. ASCII text is searched on its bytes (each byte a character there); other text
    /// by characters, where a combining mark can make a marker's byte part of another one.
    static func prefix(of text: Substring, before marker: String) -> Substring {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            if let r = text.firstRange(of: marker) { return text[..<r.lowerBound] }
            return text
        }
        let needle = Array(marker.utf8)
        var i = text.utf8.startIndex
        while let found = text.utf8[i...].firstIndex(of: needle[0]) {
            if text.utf8[found...].starts(with: needle) { return text[..<found] }
            i = text.utf8.index(after: found)
        }
        return text
    }

    static func mentionsEqlint(_ comment: Token, _ bytes: [UInt8]) -> Bool {
        let end = min(Int(comment.end), bytes.count)
        let start = min(Int(comment.start), end)
        guard end - start >= 7 else { return false }
        // `memchr` for the rare `q`, then the bytes around it.
        return bytes.withUnsafeBufferPointer { b in
            let base = b.baseAddress!
            var i = start + 1
            let last = end - 6  // the last place the `q` of `eqlint:` fits
            while i <= last {
                guard let hit = memchr(base + i, 0x71, last - i + 1) else { return false }
                let q = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if base[q - 1] == 0x65 && base[q + 1] == 0x6C && base[q + 2] == 0x69 && base[q + 3] == 0x6E
                    && base[q + 4] == 0x74 && base[q + 5] == 0x3A { return true }
                i = q + 1
            }
            return false
        }
    }

    /// Reads every comment of a file; `knownIDs` are the registry's rule ids.
    public static func read(_ comments: [Token], source: SourceText, knownIDs: Set<String>) -> Suppressions {
        var out = Suppressions()
        var openSince: [String: Int] = [:]
        let lastLine = source.lines.count + 1
        for comment in comments where mentionsEqlint(comment, source.bytes) {
            var text = Substring(source.text(of: comment))
            if text.hasPrefix("/*") {
                text = text.dropFirst(2)
                if text.hasSuffix("*/") { text = text.dropLast(2) }
            } else {
                while text.hasPrefix("/") { text = text.dropFirst() }
            }
            text = text.drop { $0 == " " || $0 == "\t" || $0 == "*" }
            guard text.hasPrefix("eqlint:") else { continue }
            let line = source.lines.byteLocation(of: comment.start).line
            let range = comment.start..<comment.end
            // RULES.md: ids end at the comment's end, at ` - ` (a reason follows), or at `//`.
            var body = text.dropFirst("eqlint:".count)
            body = Suppressions.prefix(of: body, before: " - ")
            body = Suppressions.prefix(of: body, before: "//")
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
                .map(String.init)
            let commandText = "eqlint:" + (words.first ?? "")
            guard let first = words.first, let command = Command(rawValue: first) else {
                out.problems.append((range, "unknown eqlint command '\(commandText)'; use disable, enable, disable:next, disable:this or disable:previous"))
                continue
            }
            let ids = Array(words.dropFirst())
            if ids.isEmpty {
                out.problems.append((range, "'\(commandText)' names no rule; name rule ids or 'all'"))
                continue
            }
            var valid: [String] = []
            for id in ids {
                if id == "all" || knownIDs.contains(id) {
                    valid.append(id)
                } else {
                    let hint = Suggestion.closest(to: id, in: knownIDs).map { "; did you mean '\($0)'?" } ?? ""
                    out.problems.append((range, "unknown rule '\(id)' in eqlint:\(command.rawValue)\(hint)"))
                }
            }
            // `all` stands for every rule, so `disable all` then `enable x` leaves only x on.
            let targets = valid.contains("all") ? Array(knownIDs) : valid
            for id in targets {
                switch command {
                case .this: out.lines[line, default: []].insert(id)
                case .next: out.lines[line + 1, default: []].insert(id)
                case .previous: out.lines[line - 1, default: []].insert(id)
                case .disable:
                    if openSince[id] == nil { openSince[id] = line }
                case .enable:
                    if let start = openSince.removeValue(forKey: id) {
                        out.regions[id, default: []].append(start..<line)
                    }
                }
            }
        }
        for (id, start) in openSince { out.regions[id, default: []].append(start..<lastLine) }
        return out
    }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The closest candidate within a small edit distance, if any (ties: alphabetical).
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)? = nil
        for candidate in candidates.sorted() {
            let d = distance(Array(word.utf8), Array(candidate.utf8))
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
