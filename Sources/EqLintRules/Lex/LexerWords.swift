/// The lexer's words, numbers and operators: identifiers, backticked and `$` names, number
/// literals, operators and Unicode operator characters, and the byte classes they read.

extension LexerCursor {
    // MARK: Words

    @inline(__always) func isIdentifierStart(at i: Int) -> Bool {
        let b = p[i]
        return isASCIIIdentifierStart(b) || (b >= 0x80 && !isUnicodeOperator(at: i))
    }

    @inline(__always) func isIdentifierByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
    }

    /// Continues an identifier over ASCII word bytes and non-ASCII scalars that are not
    /// operator characters.
    mutating func skipIdentifierBody() {
        var i = pos
        while i < n {
            let b = p[i]
            // `$` continues an identifier (`_$id`, as swiftc accepts) but never starts one.
            if classes[Int(b)] & ByteClass.identifierContinue != 0 { i += 1; continue }
            if b >= 0x80 && !isUnicodeOperator(at: i) {
                // A truncated sequence at the end of the file must not carry us past it.
                i = min(i + scalarLength(b), n)
                continue
            }
            break
        }
        pos = i
    }

    mutating func lexIdentifier() {
        let start = pos
        skipIdentifierBody()
        let kind: TokenKind = Keywords.isReserved(p, start, pos, shapes: keywordShapes, packed: keywordWords) ? .keyword : .identifier
        let end = pos
        pos = start
        emit(kind, from: start, to: end)
    }

    mutating func lexBacktick() {
        let start = pos
        var i = pos + 1
        while i < n && p[i] != UInt8(ascii: "`") && p[i] != 10 && p[i] != 13 { i += 1 }
        if i < n && p[i] == UInt8(ascii: "`") && i > start + 1 {
            emit(.backtickIdentifier, from: start, to: i + 1)
        } else {
            out.problems.append(SourceProblem(.unexpectedCharacter(p[start]), at: UInt32(start)))
            emit(.unknown, 1)
        }
    }

    mutating func lexDollar() { lexPrefixedWord(.dollarIdentifier) }

    /// `$name`, `#name`: one sigil byte, then an identifier body.
    mutating func lexPrefixedWord(_ kind: TokenKind) {
        let start = pos
        pos += 1
        skipIdentifierBody()
        let end = pos
        pos = start
        emit(kind, from: start, to: end)
    }

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let b1 = peek(1)
        if p[pos] == UInt8(ascii: "0") && (b1 == UInt8(ascii: "x") || b1 == UInt8(ascii: "o")
                                           || b1 == UInt8(ascii: "b")) {
            let hex = b1 == UInt8(ascii: "x")
            pos += 2
            while pos < n && (isIdentifierByte(p[pos])) {
                // Hex digits and `p` exponents; stray letters stay in the token (as swiftc).
                if hex && (p[pos] | 0x20) == UInt8(ascii: "p") { break }
                pos += 1
            }
            if hex && peek() == UInt8(ascii: ".") && isHexDigit(peek(1)) {
                isFloat = true
                pos += 1
                while pos < n && (isHexDigit(p[pos]) || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            }
            if hex && (peek() | 0x20) == UInt8(ascii: "p") {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                while pos < n && isIdentifierByte(p[pos]) { pos += 1 }
            }
        } else {
            while pos < n && (isDigit(p[pos]) || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
                isFloat = true
                pos += 1
                while pos < n && (isDigit(p[pos]) || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            }
            if (peek() | 0x20) == UInt8(ascii: "e") {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
                if isDigit(peek(sign ? 2 : 1)) {
                    isFloat = true
                    pos += sign ? 2 : 1
                }
            }
            while pos < n && isIdentifierByte(p[pos]) { pos += 1 }
        }
        let end = pos
        pos = start
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, to: end)
    }

    // MARK: Operators

    mutating func lexOperator() {
        let start = pos
        let first = p[pos]
        let leftBound = !flags.contains(.spaceBefore) && count > 0
        if (first == UInt8(ascii: "?") || (first == UInt8(ascii: "!") && peek(1) != UInt8(ascii: "=")))
            && leftBound {
            emit(.operator, 1)  // postfix `?` / `!`: `Int?`, `a?.b`, `x!`
            return
        }
        var i = pos
        let dotted = first == UInt8(ascii: ".")
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") && i > start
                && (i + 1 < n && (p[i + 1] == UInt8(ascii: "/") || p[i + 1] == UInt8(ascii: "*"))) {
                break
            }
            if b == UInt8(ascii: ".") {
                if !dotted { break }
                i += 1
            } else if isOperatorByte(b) {
                i += 1
            } else if b >= 0x80 && isUnicodeOperator(at: i) {
                i = min(i + scalarLength(b), n)
            } else {
                break
            }
        }
        if i == start { i = min(start + scalarLength(first), n) }
        if min(i, n) == start + 1 && first == UInt8(ascii: "<") { noteConstruction() }
        emit(.operator, from: start, to: min(i, n))
    }

    @inline(__always) func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    // MARK: Unicode
    // (Free functions of the bytes: a method call here would copy the whole cursor.)

    @inline(__always) func scalarLength(_ lead: UInt8) -> Int { utf8ScalarLength(lead) }

    /// Swift's operator characters outside ASCII, at byte `i`.
    @inline(__always) func isUnicodeOperator(at i: Int) -> Bool {
        isOperatorScalar(scalarValue(p, at: i))
    }
}

@inline(__always) private func utf8ScalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
}

/// The scalar starting at `i` (invalid sequences give U+FFFD-like placeholder 0).
private func scalarValue(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
    let b = p[i]
    let len = utf8ScalarLength(b)
    guard len > 1, i + len <= p.count else { return 0 }
    var v = UInt32(b) & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07)
    for k in 1..<len { v = (v << 6) | (UInt32(p[i + k]) & 0x3F) }
    return v
}

/// Swift's operator characters outside ASCII (The Swift Programming Language,
/// "Lexical Structure", operator-head and operator-character).
private func isOperatorScalar(_ v: UInt32) -> Bool {
    switch v {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
         0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
         0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
         0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

/// A letter or `_`: an ASCII byte that starts an identifier.
@inline(__always) private func isASCIIIdentifierStart(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
}

@inline(__always) private func isDigit(_ b: UInt8) -> Bool {
    b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
}

@inline(__always) private func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
}

/// Classes of byte values for the lexer's inner loops, one table lookup per byte.
enum ByteClass {
    /// ASCII bytes that continue an identifier: letters, digits, `_`, `$`.
    static let identifierContinue: UInt8 = 1

    /// The table, made once and kept for the life of the process.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        t.initialize(repeating: 0, count: 256)
        for b in 0..<128 {
            let c = UInt8(b)
            if c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) {
                t[b] |= identifierContinue
            }
        }
        return UnsafePointer(t)
    }()
}
