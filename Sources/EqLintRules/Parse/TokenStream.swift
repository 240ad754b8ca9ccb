/// Read-only access to a lexed file's tokens and their text, for the parser and rules.
public struct TokenStream {
    public let tokens: [Token]
    public let partner: [Int32]
    public let bytes: [UInt8]

    /// `tokens.count`, kept: every bounds check reads it, and the array's own getter is not
    /// always inlined.
    public let count: Int

    public init(_ lexed: LexedFile, _ source: SourceText) {
        tokens = lexed.tokens
        partner = lexed.partner
        bytes = source.bytes
        count = lexed.tokens.count
    }

    @inline(__always) public func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < count ? tokens[i].kind : nil
    }

    /// The matching bracket's index, or nil.
    @inline(__always) public func partnerOf(_ i: Int) -> Int? {
        guard i >= 0 && i < partner.count, partner[i] >= 0 else { return nil }
        return Int(partner[i])
    }

    /// True when token `i` is spelled exactly `word`.
    @inline(__always) public func `is`(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0 && i < count else { return false }
        let t = tokens[i]
        guard Int(t.length) == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in
            var k = 0
            let s = Int(t.start)
            while k < w.count {
                if bytes[s + k] != w[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// True when token `i` is a word (identifier or keyword, not backticked) spelled `word`.
    @inline(__always) public func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard let k = kind(i), k == .identifier || k == .keyword else { return false }
        return self.is(i, word)
    }

    @inline(__always) public func isOperator(_ i: Int, _ text: StaticString) -> Bool {
        kind(i) == .operator && self.is(i, text)
    }

    /// A name-like token: identifier, keyword or backticked identifier.
    @inline(__always) public func isName(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return k == .identifier || k == .keyword || k == .backtickIdentifier
    }

    public func text(_ i: Int) -> String {
        guard i >= 0 && i < count else { return "" }
        return string(byteRange(i))
    }

    /// The bytes of token `i` (an index of `tokens`), within the file.
    @inline(__always) func byteRange(_ i: Int) -> Range<Int> {
        let t = tokens[i]
        let end = min(Int(t.end), bytes.count)
        return min(Int(t.start), end)..<end
    }

    /// The token that starts at byte `offset` (the first that is not empty), found by a binary
    /// search: tokens are in source order.
    func token(startingAt offset: Int) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        while lo < count && Int(tokens[lo].start) == offset {
            if tokens[lo].length > 0 { return lo }
            lo += 1
        }
        return nil
    }

    /// `text(i) == text(j)` without making either string: the bytes first, and the strings only
    /// when the bytes differ outside ASCII (strings compare by canonical equivalence).
    func sameText(_ i: Int, _ j: Int) -> Bool {
        guard i >= 0 && i < count && j >= 0 && j < count else { return text(i) == text(j) }
        let a = bytes[byteRange(i)], b = bytes[byteRange(j)]
        if a.elementsEqual(b) { return true }
        if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) { return false }
        return text(i) == text(j)
    }

    /// The token's text with enclosing backticks removed.
    public func name(_ i: Int) -> String {
        guard i >= 0 && i < count else { return "" }
        let t = tokens[i]
        if t.kind == .backtickIdentifier && t.length >= 2 { return string(nameBytes(i)) }
        return text(i)
    }

    /// `name(i) == text`, read on the bytes when both are ASCII (most names): no text is made.
    /// Otherwise the texts are compared, as `String` compares them (canonical equivalence).
    func isName(_ i: Int, equalTo text: String) -> Bool {
        guard i >= 0 && i < count else { return text.isEmpty }
        let r = nameBytes(i)
        let onBytes: Bool? = text.utf8.withContiguousStorageIfAvailable { t -> Bool? in
            bytes.withUnsafeBufferPointer { b -> Bool? in
                // Both ASCII: equal exactly when the bytes are.
                guard r.upperBound <= b.count, t.allSatisfy({ $0 < 0x80 }), b[r].allSatisfy({ $0 < 0x80 }) else { return nil }
                return t.elementsEqual(b[r])
            }
        } ?? nil
        return onBytes ?? (name(i) == text)
    }

    /// The bytes of name token `i`, without enclosing backticks (what `name` reads).
    func nameBytes(_ i: Int) -> Range<Int> {
        let t = tokens[i]
        if t.kind == .backtickIdentifier && t.length >= 2 { return Int(t.start) + 1..<Int(t.end) - 1 }
        return Int(t.start)..<Int(t.end)
    }

    /// Bytes as text (invalid UTF-8 repaired), read in place.
    @inline(__always) func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The tokens of `range` as written (`$model.query`, `zip(a.indices, a)`), one space where
    /// the source has whitespace between two of them: what messages quote.
    public func spacedText(_ range: Range<Int>) -> String {
        var out = ""
        for j in range where j >= 0 && j < count {
            if j > range.lowerBound && (tokens[j].hasSpaceBefore || tokens[j].hasNewlineBefore) { out += " " }
            out += text(j)
        }
        return out
    }

    /// True for an operator token made only of `?` and `!` (postfix optionality).
    public func isOptionalMark(_ i: Int) -> Bool {
        guard kind(i) == .operator else { return false }
        let t = tokens[i]
        for k in Int(t.start)..<Int(t.end) where bytes[k] != UInt8(ascii: "?") && bytes[k] != UInt8(ascii: "!") {
            return false
        }
        return true
    }

    /// Normalized text (docs/architecture.md, "The facts dump"): tokens joined with no space,
    /// except one space between two tokens whose touching characters are both identifier
    /// characters.
    /// `trimmingLastBytes` drops bytes from the end of the last token (the `=` fused to a
    /// closing `>`).
    public func normalizedText(_ range: Range<Int>, trimmingLastBytes trim: Int = 0) -> String {
        // Most types are one token (`String`, `Int`): their text is the token's.
        if range.count == 1 && range.lowerBound < count {
            let t = tokens[range.lowerBound]
            let end = Int(t.end) - trim
            guard end > Int(t.start) else { return "" }
            return string(Int(t.start)..<end)
        }
        let upper = min(range.upperBound, count)
        guard range.lowerBound < upper else { return "" }
        // Written straight into the string: the tokens' bytes plus a space between each two
        // at most.
        let capacity = Int(tokens[upper - 1].end) - Int(tokens[range.lowerBound].start) + range.count
        return String(unsafeUninitializedCapacity: max(capacity, 0)) { out in
            var n = 0
            var last: UInt8 = 0
            bytes.withUnsafeBufferPointer { b in
                for i in range.lowerBound..<upper {
                    let t = tokens[i]
                    let end = Int(t.end) - (i == range.upperBound - 1 ? trim : 0)
                    guard end > Int(t.start) else { continue }
                    let first = b[Int(t.start)]
                    if isIdentifierCharacter(last) && isIdentifierCharacter(first) { out[n] = 32; n += 1 }
                    let count = end - Int(t.start)
                    UnsafeMutableRawPointer(out.baseAddress! + n).copyMemory(from: b.baseAddress! + Int(t.start), byteCount: count)
                    n += count
                    last = b[end - 1]
                }
            }
            return n
        }
    }
}

/// Letters, digits, `_`, or any byte of a non-ASCII character.
@inline(__always) func isIdentifierCharacter(_ b: UInt8) -> Bool {
    b >= 0x80 || b == UInt8(ascii: "_") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
}
