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

/// One token: a kind, spacing flags and a byte range into the file's buffer, in 8 bytes
/// (a lint run keeps millions of them): the start, then the length in the low 24 bits of a
/// second word, the kind in the next 5 and the flags in the top 3. The lexer never makes a
/// token longer than `maxLength`.
public struct Token: Equatable, Sendable {
    public var start: UInt32
    @usableFromInline var bits: UInt32

    /// The longest token (16 MB): the lexer cuts longer runs into pieces of the same kind.
    public static let maxLength = 0xFF_FFFF

    @inlinable public init(kind: TokenKind, flags: TokenFlags, start: UInt32, length: UInt32) {
        self.start = start
        bits = min(length, UInt32(Token.maxLength)) | UInt32(kind.rawValue) << 24 | UInt32(flags.rawValue) << 29
    }

    @inlinable public var length: UInt32 { bits & 0xFF_FFFF }

    @inlinable public var kind: TokenKind {
        // Only `init` stores a kind, always a valid one.
        get { unsafeBitCast(UInt8(truncatingIfNeeded: bits >> 24) & 31, to: TokenKind.self) }
        set { bits = bits & ~(31 << 24) | UInt32(newValue.rawValue) << 24 }
    }

    @inlinable public var flags: TokenFlags {
        get { TokenFlags(rawValue: UInt8(truncatingIfNeeded: bits >> 29)) }
        set { bits = bits & 0x1FFF_FFFF | UInt32(newValue.rawValue & 7) << 29 }
    }

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
            // A visible character is shown as itself; a control or other invisible byte by its
            // code point, which an editor can search for.
            if (0x21...0x7E).contains(byte) { return "unexpected character '\(Character(Unicode.Scalar(byte)))'" }
            let hex = String(byte, radix: 16, uppercase: true)
            return "unexpected character U+\(String(repeating: "0", count: 4 - hex.count) + hex)"
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
    /// Names starting with a capital letter (backticks aside) followed by `(`, `{` or the
    /// operator `<`, in order: every place a type may be constructed. Call-site rules look
    /// only there, without reading the other tokens again.
    public var constructions: [Int32] = []

    /// Kept for later (a lint run holds thousands of lexed files between its passes):
    /// tokens, partners and comments in storage of their exact size.
    public mutating func compactForLater() {
        // The lexer's arrays come in exact storage already; anything else is copied into it.
        if tokens.capacity > tokens.count + tokens.count / 16 { tokens = tokens.withUnsafeBufferPointer { Array($0) } }
        if partner.capacity > partner.count + partner.count / 16 { partner = partner.withUnsafeBufferPointer { Array($0) } }
        if comments.capacity > comments.count + 8 { comments = comments.withUnsafeBufferPointer { Array($0) } }
        if constructions.capacity > constructions.count + 8 {
            constructions = constructions.withUnsafeBufferPointer { Array($0) }
        }
    }
}

extension SourceText {
    /// The text of a token (invalid UTF-8 repaired).
    public func text(of token: Token) -> String { text(token.start, token.end) }
}
