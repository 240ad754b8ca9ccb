/// What a token is; contextual words (`some`, `lazy`, `actor`) stay `.identifier`.
public enum TokenKind: UInt8, Sendable {
    case identifier
    /// A reserved word (`struct`, `func`, `let`, `self`, ...).
    case keyword
    /// `` `name` ``: never a keyword.
    case backtickIdentifier
    /// `$0`, `$name`, `$`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal without interpolation, quotes and `#`s included.
    case stringLiteral
    /// A piece of an interpolated string: from the opening quote or the `)` that ends an
    /// interpolation, to the next `\(` or the closing quote.
    case stringSegment
    /// `\(` or `\#(` inside a string literal.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    case regexLiteral
    /// Any operator, including `->`, `...`, `..<`, `=`, `&`, postfix `?` and `!`.
    case `operator`
    case period
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    /// `@` that starts an attribute.
    case at
    /// `#if`, `#else`, `#available`, `#Preview`, `#selector`, `#file`: `#` and the word.
    case pound
    case backslash
    /// A byte that starts no token (a stray control character, a lone backtick).
    case unknown
    /// Comments live in the side table only.
    case lineComment
    case blockComment
}

/// Spacing around a token, recorded instead of whitespace tokens.
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A line break (outside a string) lies between this token and the previous one.
    public static let newlineBefore = TokenFlags(rawValue: 1)
    /// Whitespace or a comment lies between this token and the previous one.
    public static let spaceBefore = TokenFlags(rawValue: 2)
    /// Whitespace or a comment follows this token.
    public static let spaceAfter = TokenFlags(rawValue: 4)
}

/// One token: a kind, spacing flags and a byte range into the file's buffer (12 bytes).
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var flags: TokenFlags
    public var start: UInt32
    public var length: UInt32

    @inlinable public var end: UInt32 { start + length }
    @inlinable public var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
    @inlinable public var hasSpaceBefore: Bool { flags.contains(.spaceBefore) }
    @inlinable public var hasSpaceAfter: Bool { flags.contains(.spaceAfter) }
}

/// A place where the input is not valid Swift; the first one becomes `invalid_source`.
public struct SourceProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case notUTF8
        /// A string, comment, regex or interpolation that never ends.
        case unterminated(TokenKind)
        /// An opening bracket never closed (`(`, `[`, `{`), or a closing one never opened.
        case unclosed(UInt8)
        case unopened(UInt8)
        /// A byte that starts no token.
        case unexpectedCharacter(UInt8)
        /// The declaration parser met code it could not read and skipped to this place.
        case unparsed(String)
    }
    public let kind: Kind
    /// The opening delimiter, or the first bad byte.
    public let offset: UInt32

    public init(_ kind: Kind, at offset: UInt32) {
        self.kind = kind
        self.offset = offset
    }

    /// A one-line description for `invalid_source` and `facts` errors.
    public var message: String {
        switch kind {
        case .notUTF8: return "file is not valid UTF-8"
        case .unterminated(let what):
            switch what {
            case .blockComment: return "unterminated block comment"
            case .regexLiteral: return "unterminated regex literal"
            case .interpolationOpen: return "unterminated string interpolation"
            default: return "unterminated string literal"
            }
        case .unclosed(let byte): return "'\(Character(Unicode.Scalar(byte)))' is never closed"
        case .unopened(let byte): return "'\(Character(Unicode.Scalar(byte)))' has no opening bracket"
        case .unexpectedCharacter(let byte):
            return "unexpected character 0x\(String(byte, radix: 16, uppercase: true))"
        case .unparsed(let what): return "could not parse \(what)"
        }
    }
}

/// What the lexer returns: tokens, comments on the side, bracket partners and problems.
public struct LexedFile: Sendable {
    public var tokens: [Token] = []
    public var comments: [Token] = []
    /// For each token, the index of its matching bracket (`(`↔`)`, `[`↔`]`, `{`↔`}`,
    /// interpolation open↔close), or -1.
    public var partner: [Int32] = []
    public var problems: [SourceProblem] = []

    /// Kept for later (a lint run holds thousands of lexed files between its passes):
    /// tokens and comments in storage of their exact size, and no partners, which
    /// `restorePartners` computes again from the tokens.
    public mutating func compactForLater() {
        // The lexer's tokens come in exact storage already; anything else is copied into it.
        if tokens.capacity > tokens.count + tokens.count / 16 { tokens = tokens.withUnsafeBufferPointer { Array($0) } }
        if comments.capacity > comments.count + 8 { comments = comments.withUnsafeBufferPointer { Array($0) } }
        partner = []
    }

    /// Undoes `compactForLater`: the partners exactly as the lexer paired them.
    public mutating func restorePartners() {
        if partner.count != tokens.count { partner = LexedFile.pairs(tokens) }
    }

    /// Bracket partners from the token kinds alone, by the lexer's own rules: a closer
    /// with no open bracket of its family stays unpaired; one that meets an
    /// interpolation first (and is not its close) stays unpaired; openers it passes over
    /// stay unpaired.
    public static func pairs(_ tokens: [Token]) -> [Int32] {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var counts = (0, 0, 0)  // `(` and `\(`, `[`, `{`
        tokens.withUnsafeBufferPointer { tokens in
            partner.withUnsafeMutableBufferPointer { partner in
                // The open brackets, innermost last (never more than there are tokens).
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(tokens.count, 1)) { openers in
                    var depth = 0
                    for index in tokens.indices {
                        let kind = tokens[index].kind
                        let opener: TokenKind, available: Int
                        switch kind {
                        case .leftParen, .interpolationOpen:
                            openers[depth] = Int32(index); depth += 1; counts.0 += 1; continue
                        case .leftBracket:
                            openers[depth] = Int32(index); depth += 1; counts.1 += 1; continue
                        case .leftBrace:
                            openers[depth] = Int32(index); depth += 1; counts.2 += 1; continue
                        case .rightBracket: opener = .leftBracket; available = counts.1
                        case .rightBrace: opener = .leftBrace; available = counts.2
                        case .rightParen, .interpolationClose: opener = .leftParen; available = counts.0
                        default: continue
                        }
                        guard available > 0 else { continue }
                        let wantsInterpolation = kind == .interpolationClose
                        while depth > 0 {
                            let top = openers[depth - 1]
                            let topKind = tokens[Int(top)].kind
                            if topKind == .interpolationOpen && !wantsInterpolation { break }
                            depth -= 1
                            switch topKind {
                            case .leftParen, .interpolationOpen: counts.0 -= 1
                            case .leftBracket: counts.1 -= 1
                            default: counts.2 -= 1
                            }
                            if wantsInterpolation ? topKind == .interpolationOpen : topKind == opener {
                                partner[Int(top)] = Int32(index)
                                partner[index] = top
                                break
                            }
                        }
                    }
                }
            }
        }
        return partner
    }
}
