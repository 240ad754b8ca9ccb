/// Splits Swift source into tokens in one pass over its UTF-8 bytes.
///
/// String interpolations, raw strings and nested block comments are handled with an
/// explicit stack, never recursion, so no input can overflow the call stack. Brackets are
/// paired as they are emitted. Bad input never stops the lexer: it becomes a
/// `SourceProblem` and lexing goes on.
public enum Lexer {
    public static func lex(_ source: SourceText) -> LexedFile {
        source.bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(buffer, bom: source.bomLength)
            cursor.run()
            return cursor.finish()
        }
    }
}

/// The state of one string literal whose interpolation is being lexed.
private struct StringFrame {
    var hashes: Int
    var isMultiline: Bool
    var quoteOffset: UInt32
    /// Unclosed `(` inside the current interpolation.
    var parenDepth: Int
}

private struct Cursor {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    let bom: Int
    var pos: Int
    var out = LexedFile()
    /// Tokens and their partners as they are emitted, in storage of our own (no array
    /// bookkeeping per token); `finish` moves them into arrays of their exact size.
    var tokens: UnsafeMutablePointer<Token>
    var partners: UnsafeMutablePointer<Int32>
    var count = 0
    var capacity: Int
    var flags: TokenFlags = []
    /// `ByteClass` bits of every byte value.
    let classes: UnsafePointer<UInt8>
    let keywordShapes = Keywords.shapes
    let keywordWords = Keywords.packed
    var strings: [StringFrame] = []
    /// Open brackets, innermost last (never more than the tokens, so it grows with them).
    var openers: UnsafeMutablePointer<Int32>
    var openerCount = 0
    /// Open `(`, `[`, `{` counts in `openers`, so a stray closer is found in O(1).
    var openCounts = (0, 0, 0)

    init(_ p: UnsafeBufferPointer<UInt8>, bom: Int) {
        self.p = p
        self.n = p.count
        self.bom = bom
        self.pos = bom
        // Real code has one token per 5 to 7 bytes; denser input grows the storage.
        capacity = n / 4 + 64
        tokens = .allocate(capacity: capacity)
        partners = .allocate(capacity: capacity)
        openers = .allocate(capacity: capacity)
        classes = ByteClass.table
    }

    /// The lexed file, its tokens and partners in exact-size arrays; frees the cursor's storage.
    mutating func finish() -> LexedFile {
        out.tokens = Array(UnsafeBufferPointer(start: tokens, count: count))
        out.partner = Array(UnsafeBufferPointer(start: partners, count: count))
        tokens.deallocate()
        partners.deallocate()
        openers.deallocate()
        count = 0
        return out
    }

    mutating func grow() {
        let bigger = capacity * 2
        let t = UnsafeMutablePointer<Token>.allocate(capacity: bigger)
        t.moveInitialize(from: tokens, count: count)
        tokens.deallocate()
        tokens = t
        let q = UnsafeMutablePointer<Int32>.allocate(capacity: bigger)
        q.moveInitialize(from: partners, count: count)
        partners.deallocate()
        partners = q
        let o = UnsafeMutablePointer<Int32>.allocate(capacity: bigger)
        o.moveInitialize(from: openers, count: openerCount)
        openers.deallocate()
        openers = o
        capacity = bigger
    }

    /// Past a run of spaces, eight bytes a step (on a local copy of the position, written back once).
    @inline(__always) mutating func skipSpaces() {
        let raw = UnsafeRawPointer(p.baseAddress!)
        var i = pos
        while i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
        while i < n && p[i] == 32 { i += 1 }
        pos = i
    }

    /// To the next line feed or carriage return (or the end), eight bytes a step while no
    /// byte of the step is below 0x0E.
    @inline(__always) mutating func skipToLineEnd() {
        let raw = UnsafeRawPointer(p.baseAddress!)
        while pos + 8 <= n {
            let x = raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self)
            if mayHoldLineBreak(x) { break }
            pos += 8
        }
        while pos < n && p[pos] != 10 && p[pos] != 13 { pos += 1 }
    }

    @inline(__always) func peek(_ k: Int = 0) -> UInt8 {
        pos + k < n ? p[pos + k] : 0
    }

    mutating func run() {
        skipShebang()
        while pos < n {
            let b = p[pos]
            // Spaces between tokens, the most common byte by far: tested before the switch, a
            // branch the processor predicts better than the switch's jump.
            if b == 32 {
                flags.insert(.spaceBefore); pos += 1
                skipSpaces()
                continue
            }
            switch b {
            case 32, 9, 11, 12, 0:
                flags.insert(.spaceBefore); pos += 1
                skipSpaces()  // indentation runs
            case 10, 13:
                flags.formUnion([.spaceBefore, .newlineBefore]); pos += 1
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") {
                    let start = pos
                    skipToLineEnd()
                    comment(.lineComment, from: start)
                } else if peek(1) == UInt8(ascii: "*") {
                    blockComment()
                } else if !lexSlashRegex() {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                beginString(hashes: 0, start: pos)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "("):
                if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
                emitOpener(.leftParen, 1)
            case UInt8(ascii: ")"):
                if let top = strings.last, top.parenDepth == 0 {
                    emitCloser(.interpolationClose, 1)
                    strings.removeLast()
                    continueString(top, segmentStart: pos, hadInterpolation: true)
                } else {
                    if !strings.isEmpty { strings[strings.count - 1].parenDepth -= 1 }
                    emitCloser(.rightParen, 1)
                }
            case UInt8(ascii: "["): emitOpener(.leftBracket, 1)
            case UInt8(ascii: "]"): emitCloser(.rightBracket, 1)
            case UInt8(ascii: "{"): emitOpener(.leftBrace, 1)
            case UInt8(ascii: "}"): emitCloser(.rightBrace, 1)
            case UInt8(ascii: ","): emit(.comma, 1)
            case UInt8(ascii: ":"): emit(.colon, 1)
            case UInt8(ascii: ";"): emit(.semicolon, 1)
            case UInt8(ascii: "@"): emit(.at, 1)
            case UInt8(ascii: "\\"): emit(.backslash, 1)
            case UInt8(ascii: "."):
                // `...`, `..<`, `.+.`: a dot operator; otherwise member access.
                let next = peek(1)
                if next == UInt8(ascii: ".") || (isOperatorByte(next) && next != UInt8(ascii: "?")
                                                 && next != UInt8(ascii: "!") && next != UInt8(ascii: "/")) {
                    lexOperator()
                } else {
                    emit(.period, 1)
                }
            case UInt8(ascii: "`"): lexBacktick()
            case UInt8(ascii: "$"): lexDollar()
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
            default:
                if isOperatorByte(b) {
                    lexOperator()
                } else if isIdentifierStart(at: pos) {
                    lexIdentifier()
                } else if b >= 0x80 {
                    lexOperator()  // a Unicode operator character
                } else {
                    out.problems.append(SourceProblem(.unexpectedCharacter(b), at: UInt32(pos)))
                    emit(.unknown, 1)
                }
            }
        }
        reportUnclosed()
    }

    /// A `#!` first line is a comment.
    mutating func skipShebang() {
        if pos + 1 < n && p[pos] == UInt8(ascii: "#") && p[pos + 1] == UInt8(ascii: "!") {
            let start = pos
            while pos < n && p[pos] != 10 && p[pos] != 13 { pos += 1 }
            comment(.lineComment, from: start)
        }
    }

    /// At the end of the input: the strings and brackets still open are problems, and the
    /// problems go in order of offset.
    mutating func reportUnclosed() {
        for frame in strings.reversed() {
            out.problems.append(SourceProblem(.unterminated(.stringLiteral), at: frame.quoteOffset))
        }
        for index in UnsafeBufferPointer(start: openers, count: openerCount) {
            let t = tokens[Int(index)]
            guard t.kind != .interpolationOpen else { continue }
            out.problems.append(SourceProblem(.unclosed(p[Int(t.start)]), at: t.start))
        }
        out.problems.sort { $0.offset < $1.offset }
    }

    // MARK: Emitting

    @discardableResult
    @inline(__always) mutating func emit(_ kind: TokenKind, _ length: Int) -> Int {
        emit(kind, from: pos, to: pos + length)
    }

    /// Appends a token for bytes `start..<end` and moves the cursor to `end`.
    @discardableResult
    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) -> Int {
        if flags.contains(.spaceBefore) && count > 0 {
            tokens[count - 1].flags.insert(.spaceAfter)
        }
        var from = start
        repeat {
            // A run longer than a token can hold (16 MB) goes in pieces of the same kind.
            let to = min(end, from + Token.maxLength)
            if count == capacity { grow() }
            (tokens + count).initialize(to: Token(kind: kind, flags: flags, start: UInt32(from),
                                                  length: UInt32(to - from)))
            (partners + count).initialize(to: -1)
            count += 1
            flags = []
            from = to
        } while from < end
        pos = end
        return count - 1
    }

    mutating func comment(_ kind: TokenKind, from start: Int) {
        var from = start
        repeat {
            let to = min(pos, from + Token.maxLength)
            out.comments.append(Token(kind: kind, flags: flags, start: UInt32(from), length: UInt32(to - from)))
            from = to
        } while from < pos
        flags.insert(.spaceBefore)
    }

    mutating func emitOpener(_ kind: TokenKind, _ length: Int) {
        if kind == .leftParen || kind == .leftBrace { noteConstruction() }
        let index = emit(kind, length)
        openers[openerCount] = Int32(index)
        openerCount += 1
        adjustCount(kind, by: 1)
    }

    /// Before a `(`, `{` or `<` is emitted: the token before it, when it is a name starting
    /// with a capital letter, is where a type may be constructed (`LexedFile.constructions`).
    @inline(__always) mutating func noteConstruction() {
        guard count > 0 else { return }
        let t = tokens[count - 1]
        guard t.kind == .identifier || t.kind == .backtickIdentifier else { return }
        let at = Int(t.start) + (t.kind == .backtickIdentifier ? 1 : 0)
        guard at < n, p[at] >= UInt8(ascii: "A") && p[at] <= UInt8(ascii: "Z") else { return }
        out.constructions.append(Int32(count - 1))
    }

    mutating func adjustCount(_ kind: TokenKind, by delta: Int) {
        switch kind {
        case .leftParen, .interpolationOpen: openCounts.0 += delta
        case .leftBracket: openCounts.1 += delta
        case .leftBrace: openCounts.2 += delta
        default: break
        }
    }

    /// Emits a closing bracket and pairs it with its opener. Openers left unclosed
    /// inside are reported; a closer with no opener of its kind is reported and unpaired.
    mutating func emitCloser(_ kind: TokenKind, _ length: Int) {
        let opener: TokenKind
        let available: Int
        switch kind {
        case .rightBracket: opener = .leftBracket; available = openCounts.1
        case .rightBrace: opener = .leftBrace; available = openCounts.2
        default: opener = .leftParen; available = openCounts.0
        }
        let start = pos
        let index = emit(kind, length)
        guard available > 0 else {
            out.problems.append(SourceProblem(.unopened(p[start]), at: UInt32(start)))
            return
        }
        let wantsInterpolation = kind == .interpolationClose
        while openerCount > 0 {
            let top = openers[openerCount - 1]
            let topKind = tokens[Int(top)].kind
            if topKind == .interpolationOpen && !wantsInterpolation {
                // A closer inside an interpolation cannot close what is outside it.
                out.problems.append(SourceProblem(.unopened(p[start]), at: UInt32(start)))
                return
            }
            openerCount -= 1
            adjustCount(topKind, by: -1)
            if wantsInterpolation ? topKind == .interpolationOpen : topKind == opener {
                partners[Int(top)] = Int32(index)
                partners[index] = top
                return
            }
            let t = tokens[Int(top)]
            out.problems.append(SourceProblem(.unclosed(p[Int(t.start)]), at: t.start))
        }
    }

    // MARK: Comments

    mutating func blockComment() {
        let start = pos
        var depth = 0
        while pos < n {
            if p[pos] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1; pos += 2
            } else if p[pos] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1; pos += 2
                if depth == 0 { break }
            } else {
                if p[pos] == 10 || p[pos] == 13 { flags.insert(.newlineBefore) }
                pos += 1
            }
        }
        if depth > 0 {
            out.problems.append(SourceProblem(.unterminated(.blockComment), at: UInt32(start)))
        }
        comment(.blockComment, from: start)
    }

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
