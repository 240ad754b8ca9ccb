/// Splits Swift source into tokens in one pass over its UTF-8 bytes.
///
/// String interpolations, raw strings and nested block comments are handled with an
/// explicit stack, never recursion, so no input can overflow the call stack. Brackets are
/// paired as they are emitted. Bad input never stops the lexer: it becomes a
/// `SourceProblem` and lexing goes on.
public enum Lexer {
    public static func lex(_ source: SourceText) -> LexedFile {
        source.bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(buffer, bom: source.bomLength)
            cursor.run()
            return cursor.finish()
        }
    }
}

/// The state of one string literal whose interpolation is being lexed.
struct StringFrame {
    var hashes: Int
    var isMultiline: Bool
    var quoteOffset: UInt32
    /// Unclosed `(` inside the current interpolation.
    var parenDepth: Int
}

struct LexerCursor {
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
}
