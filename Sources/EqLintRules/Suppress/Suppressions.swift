/// The `eqlint:` comments of one file: which rules are off on which lines, and the
/// comments that name unknown rules or commands (`invalid_suppression`).
public struct Suppressions: Sendable {
    /// One rule id of one `disable` comment (any form): where the comment is, what it names, and
    /// whether it suppressed a finding (docs/rules.md, `unused_suppression`).
    public struct Directive: Sendable {
        public let range: Range<UInt32>
        /// The rule it names; nil for `all`.
        public let rule: RuleID?
        public let command: String
        /// Where the id is written, and where every id of its comment is (in order): what the
        /// edits of `unused_suppression` remove.
        let idRange: Range<UInt32>
        let idRanges: [Range<UInt32>]
        public var used = false

        /// The id as written (`all` included).
        public var id: String { rule?.name ?? "all" }
    }

    /// A word of an `eqlint:` comment (the command, or a rule id) and its bytes in the file.
    struct Word: Equatable {
        var text: String
        var range: Range<UInt32>
    }

    /// Rule id → disabled line ranges (1-based, half-open), each with its directive. A rule's
    /// ranges are in order and none overlaps another (`disable` opens one only when none is
    /// open), so the one holding a line is found by a binary search.
    var regions: [RuleID: [(lines: Range<Int>, directive: Int)]] = [:]
    /// A line and a rule id → the directives that disable the rule on that line alone.
    var lines: [LineRule: [Int]] = [:]
    /// The keys of `lines` whose directives are marked used already: thousands of findings on
    /// one line, and as many comments, mark each comment once (issue #37), not once a finding.
    private var linesUsed: Set<LineRule> = []

    struct LineRule: Hashable {
        var line: Int
        var id: RuleID
    }
    /// Problems found in the comments: byte range, message and fix (an unknown id with one
    /// "did you mean").
    public var problems: [(range: Range<UInt32>, message: String, fix: Fix?)] = []
    public var directives: [Directive] = []

    public init() {}

    public func isSuppressed(_ ruleID: RuleID, line: Int) -> Bool {
        lines[LineRule(line: line, id: ruleID)] != nil || region(ruleID, holding: line) != nil
    }

    /// True when a comment suppresses `ruleID` on `line`; every comment that does is marked used.
    public mutating func suppress(_ ruleID: RuleID, line: Int) -> Bool {
        var found = false
        let key = LineRule(line: line, id: ruleID)
        if let ids = lines[key] {
            if linesUsed.insert(key).inserted {
                for directive in ids { directives[directive].used = true }
            }
            found = true
        }
        if let directive = region(ruleID, holding: line) {
            directives[directive].used = true
            found = true
        }
        return found
    }

    /// The directive of the region of `ruleID` that holds `line`, if any: the last region that
    /// starts at or before the line (those before it end at or before its start).
    private func region(_ ruleID: RuleID, holding line: Int) -> Int? {
        guard let spans = regions[ruleID] else { return nil }
        var lo = 0, hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].lines.lowerBound <= line { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, spans[lo - 1].lines.contains(line) else { return nil }
        return spans[lo - 1].directive
    }

    enum Command: String, CaseIterable {
        case disable, enable
        case next = "disable:next", this = "disable:this", previous = "disable:previous"
    }

    /// The words after `eqlint:` of a comment (the command, then the rule ids) with their byte
    /// ranges, or nil when the comment is not an `eqlint:` comment. Ids end at the comment's end,
    /// at ` - ` (a reason follows), or at `//` (README, "Suppression"). The one reader of the
    /// suppression grammar: the findings, the suppressed lines and the fixes all come from it.
    static func commandWords(_ comment: Token, _ source: SourceText) -> [Word]? {
        let end = min(Int(comment.end), source.bytes.count)
        let start = min(Int(comment.start), end)
        let isASCII = source.bytes.withUnsafeBufferPointer { b in !b[start..<end].contains { $0 >= 0x80 } }
        if isASCII {
            return asciiCommandWordRanges(source.bytes, start..<end)?.map { Word(text: $0.text, range: UInt32($0.range.lowerBound)..<UInt32($0.range.upperBound)) }
        }
        // By characters; a word's place is its UTF-8 offset in the comment's text, which is the
        // comment's bytes when they are UTF-8 (a file that is not gets no fix anyway).
        return commandWordRanges(Substring(source.text(of: comment)))?.map { word in
            let lo = UInt32(min(start + word.range.lowerBound, end)), hi = UInt32(min(start + word.range.upperBound, end))
            return Word(text: word.text, range: lo..<hi)
        }
    }

    /// The words of `commandWordRanges`, without their places.
    static func commandWords(_ comment: Substring) -> [String]? {
        commandWordRanges(comment)?.map(\.text)
    }

    /// `commandWords` of any text, by characters; each word's range is in UTF-8 offsets from
    /// the text's start.
    static func commandWordRanges(_ comment: Substring) -> [(text: String, range: Range<Int>)]? {
        var text = comment
        if text.hasPrefix("/*") {
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
        } else {
            while text.hasPrefix("/") { text = text.dropFirst() }
        }
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "*" }
        guard text.hasPrefix("eqlint:") else { return nil }
        var body = text.dropFirst("eqlint:".count)
        body = Suppressions.prefix(of: body, before: " - ")
        body = Suppressions.prefix(of: body, before: "//")
        // A CR LF line break is one character: a separator as each of its halves is.
        let utf8 = comment.utf8
        return body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { word in
                let lo = utf8.distance(from: utf8.startIndex, to: word.startIndex)
                return (String(word), lo..<(lo + word.utf8.count))
            }
    }

    /// `commandWords` of an ASCII comment, on its bytes (each byte a character there), without
    /// their places.
    static func asciiCommandWords(_ bytes: [UInt8], _ range: Range<Int>) -> [String]? {
        asciiCommandWordRanges(bytes, range)?.map(\.text)
    }

    /// `commandWordRanges` of an ASCII comment, on its bytes (each byte a character there): the
    /// same steps without breaking the text into characters; ranges are offsets in `bytes`.
    static func asciiCommandWordRanges(_ bytes: [UInt8], _ range: Range<Int>) -> [(text: String, range: Range<Int>)]? {
        bytes.withUnsafeBufferPointer { b -> [(text: String, range: Range<Int>)]? in
            var lo = range.lowerBound, hi = range.upperBound
            func at(_ i: Int, _ byte: UInt8) -> Bool { i < hi && b[i] == byte }
            if at(lo, UInt8(ascii: "/")) && at(lo + 1, UInt8(ascii: "*")) {
                lo += 2
                if hi - lo >= 2 && b[hi - 2] == UInt8(ascii: "*") && b[hi - 1] == UInt8(ascii: "/") { hi -= 2 }
            } else {
                while at(lo, UInt8(ascii: "/")) { lo += 1 }
            }
            while lo < hi && (b[lo] == 32 || b[lo] == 9 || b[lo] == UInt8(ascii: "*")) { lo += 1 }
            let marker = "eqlint:".utf8
            guard hi - lo >= marker.count, zip(b[lo..<(lo + marker.count)], marker).allSatisfy({ $0 == $1 }) else { return nil }
            lo += marker.count
            // The body ends at the first ` - `, then at the first `//` before that.
            if let dash = firstOffset(of: Array(" - ".utf8), in: b, lo..<hi) { hi = dash }
            if let slashes = firstOffset(of: Array("//".utf8), in: b, lo..<hi) { hi = slashes }
            var words: [(text: String, range: Range<Int>)] = []
            var i = lo
            while i < hi {
                while i < hi && Suppressions.isSeparator(b[i]) { i += 1 }
                let wordStart = i
                while i < hi && !Suppressions.isSeparator(b[i]) { i += 1 }
                if i > wordStart { words.append((String(decoding: UnsafeBufferPointer(rebasing: b[wordStart..<i]), as: UTF8.self), wordStart..<i)) }
            }
            return words
        }
    }

    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == UInt8(ascii: ",") || byte == 10 || byte == 13
    }

    /// The first place in `b[r]` where the bytes of `needle` (not empty) start, or nil.
    static func firstOffset(of needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Int? {
        var i = r.lowerBound
        while i + needle.count <= r.upperBound {
            if b[i] == needle[0] && (1..<needle.count).allSatisfy({ b[i + $0] == needle[$0] }) { return i }
            i += 1
        }
        return nil
    }

    /// `text` up to the first place that starts with `marker` (ASCII, no CR or LF), or all
    /// of it. ASCII text is searched on its bytes (each byte a character there); other text
    /// by characters, where a combining mark can make a marker's byte part of another one.
    static func prefix(of text: Substring, before marker: String) -> Substring {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            if let r = text.firstRange(of: marker) { return text[..<r.lowerBound] }
            return text
        }
        let needle = Array(marker.utf8)
        let search = { (b: UnsafeBufferPointer<UInt8>) in firstOffset(of: needle, in: b, 0..<b.count) }
        guard let offset = text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search) else {
            return text
        }
        return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
    }

    /// True when the comment's bytes hold `eqlint:` (most comments do not: no text is made for them).
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
    public static func read(_ comments: [Token], source: SourceText, knownIDs: Set<RuleID>) -> Suppressions {
        var out = Suppressions()
        var openSince: [RuleID: (line: Int, directive: Int)] = [:]
        for comment in comments where mentionsEqlint(comment, source.bytes) {
            guard let words = commandWords(comment, source) else { continue }
            let line = source.lines.byteLocation(of: comment.start).line
            let range = comment.start..<comment.end
            let commandText = "eqlint:" + (words.first?.text ?? "")
            guard let first = words.first, let command = Command(rawValue: first.text) else {
                out.problems.append((range, "unknown eqlint command '\(commandText)'; use disable, enable, disable:next, disable:this or disable:previous", nil))
                continue
            }
            let ids = Array(words.dropFirst())
            let idRanges = ids.map(\.range)
            if ids.isEmpty {
                out.problems.append((range, "'\(commandText)' names no rule; name rule ids or 'all'", nil))
                continue
            }
            var valid: [(word: Word, rule: RuleID?)] = []
            for id in ids {
                if id.text == "all" {
                    valid.append((id, nil))
                } else if knownIDs.contains(RuleID(id.text)) {
                    valid.append((id, RuleID(id.text)))
                } else {
                    let suggestion = Suggestion.closest(to: id.text, in: knownIDs.map(\.name))
                    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                    let fix = suggestion.map { SuppressionFixes.replace(id.text, at: id.range, with: $0) }
                    out.problems.append((range, "unknown rule '\(id.text)' in eqlint:\(command.rawValue)\(hint)", fix))
                }
            }
            // `all` stands for every rule, so `disable all` then `enable x` leaves only x on.
            for (word, rule) in valid {
                let directive = out.directives.count
                if command != .enable {
                    out.directives.append(Directive(range: range, rule: rule, command: command.rawValue,
                                                    idRange: word.range, idRanges: idRanges))
                }
                for id in rule.map({ [$0] }) ?? knownIDs.sorted() {
                    switch command {
                    case .this: out.lines[LineRule(line: line, id: id), default: []].append(directive)
                    case .next: out.lines[LineRule(line: line + 1, id: id), default: []].append(directive)
                    case .previous: out.lines[LineRule(line: line - 1, id: id), default: []].append(directive)
                    case .disable:
                        if openSince[id] == nil { openSince[id] = (line, directive) }
                    case .enable:
                        if let start = openSince.removeValue(forKey: id) {
                            out.regions[id, default: []].append((start.line..<line, start.directive))
                        }
                    }
                }
            }
        }
        let lastLine = openSince.isEmpty ? 0 : source.lines.count + 1
        for (id, start) in openSince { out.regions[id, default: []].append((start.line..<lastLine, start.directive)) }
        return out
    }
}

