/// The lexer's literals: `#` words and raw strings, string literals and their interpolations,
/// and regex literals (`#/…/#` and `/…/`).

extension LexerCursor {
    // MARK: Pound

    mutating func lexPound() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = peek(hashes)
        if next == UInt8(ascii: "\"") {
            beginString(hashes: hashes, start: pos)
            return
        }
        if next == UInt8(ascii: "/") && lexExtendedRegex(hashes: hashes) { return }
        if hashes == 1 && pos + 1 < n && isIdentifierStart(at: pos + 1) {
            lexPrefixedWord(.pound)
            return
        }
        out.problems.append(SourceProblem(.unexpectedCharacter(p[pos]), at: UInt32(pos)))
        emit(.unknown, 1)
    }

    // MARK: Strings

    mutating func beginString(hashes: Int, start: Int) {
        var i = start + hashes + 1
        var multiline = false
        if i + 1 < n && p[i] == UInt8(ascii: "\"") && p[i + 1] == UInt8(ascii: "\"") {
            // `#\"\"\"#` is a one-line raw string holding a quote: a multi-line opening
            // delimiter ends its line (only whitespace may follow it).
            var j = i + 2
            while j < n && (p[j] == 32 || p[j] == 9) { j += 1 }
            if hashes == 0 || j >= n || p[j] == 10 || p[j] == 13 {
                multiline = true
                i += 2
            }
        }
        let frame = StringFrame(hashes: hashes, isMultiline: multiline,
                                quoteOffset: UInt32(start), parenDepth: 0)
        pos = i
        continueString(frame, segmentStart: start, hadInterpolation: false)
    }

    /// Scans string content from `pos` to the closing delimiter or the next
    /// interpolation, emitting the literal or segment token.
    mutating func continueString(_ frame: StringFrame, segmentStart: Int, hadInterpolation: Bool) {
        let hashes = frame.hashes
        var i = pos
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\\") && hashesFollow(i + 1, hashes) {
                let after = i + 1 + hashes
                if after < n && p[after] == UInt8(ascii: "(") {
                    emit(.stringSegment, from: segmentStart, to: i)
                    emitOpener(.interpolationOpen, after + 1 - i)
                    strings.append(frame)
                    return
                }
                i = after + 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                if frame.isMultiline {
                    if i + 2 < n && p[i + 1] == UInt8(ascii: "\"") && p[i + 2] == UInt8(ascii: "\"")
                        && hashesFollow(i + 3, hashes) {
                        emit(hadInterpolation ? .stringSegment : .stringLiteral,
                             from: segmentStart, to: i + 3 + hashes)
                        return
                    }
                } else if hashesFollow(i + 1, hashes) {
                    emit(hadInterpolation ? .stringSegment : .stringLiteral,
                         from: segmentStart, to: i + 1 + hashes)
                    return
                }
            } else if (b == 10 || b == 13) && !frame.isMultiline {
                break
            }
            i += 1
        }
        out.problems.append(SourceProblem(.unterminated(.stringLiteral), at: frame.quoteOffset))
        emit(hadInterpolation ? .stringSegment : .stringLiteral, from: segmentStart, to: i)
    }

    func hashesFollow(_ i: Int, _ count: Int) -> Bool {
        guard i + count <= n else { return false }
        var k = 0
        while k < count {
            if p[i + k] != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    // MARK: Regex literals

    /// `#/…/#` (any number of `#`; multi-line when `#/` ends its line).
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let start = pos
        var i = pos + hashes + 1
        var j = i
        while j < n && (p[j] == 32 || p[j] == 9) { j += 1 }
        let multiline = j >= n || p[j] == 10 || p[j] == 13
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if !multiline && (b == 10 || b == 13) { break }
            if b == UInt8(ascii: "/") && hashesFollow(i + 1, hashes) {
                emit(.regexLiteral, from: start, to: i + 1 + hashes)
                return true
            }
            i += 1
        }
        if !multiline { return false }
        out.problems.append(SourceProblem(.unterminated(.regexLiteral), at: UInt32(start)))
        emit(.regexLiteral, from: start, to: min(i, n))
        return true
    }

    /// A bare `/…/` regex where an expression may start; otherwise false (an operator).
    mutating func lexSlashRegex() -> Bool {
        let next = peek(1)
        if next == 32 || next == 9 || next == 10 || next == 13 || next == 0
            || next == UInt8(ascii: "=") || next == UInt8(ascii: "/") { return false }
        if count > 0 {
            let last = tokens[count - 1]
            switch last.kind {
            case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral,
                 .floatLiteral, .stringLiteral, .stringSegment, .regexLiteral, .rightParen,
                 .rightBracket, .rightBrace, .interpolationClose, .pound:
                return false
            case .keyword:
                if Keywords.endsExpression(p, Int(last.start), Int(last.end)) { return false }
            case .operator:
                // A postfix operator (`x!`) ends an expression.
                if !last.hasSpaceBefore && !flags.contains(.spaceBefore) { return false }
            default: break
            }
        }
        var i = pos + 1
        var classDepth = 0
        var parenDepth = 0
        while i < n {
            let b = p[i]
            if b == 10 || b == 13 { return false }
            if b == UInt8(ascii: "\\") { i += 2; continue }
            // SE-0354: an unbalanced `)` means this `/` is an operator (`{ /Case.x ~= $0 })`).
            if classDepth == 0 && b == UInt8(ascii: "(") { parenDepth += 1 }
            if classDepth == 0 && b == UInt8(ascii: ")") {
                parenDepth -= 1
                if parenDepth < 0 { return false }
            }
            if b == UInt8(ascii: "[") { classDepth += 1 }
            else if b == UInt8(ascii: "]") && classDepth > 0 { classDepth -= 1 }
            else if b == UInt8(ascii: "/") && classDepth == 0 {
                if p[i - 1] == 32 || p[i - 1] == 9 { return false }
                emit(.regexLiteral, from: pos, to: i + 1)
                return true
            }
            i += 1
        }
        return false
    }
}
