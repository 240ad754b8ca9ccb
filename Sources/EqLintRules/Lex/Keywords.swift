/// Swift's reserved words, compared in place against the source bytes.
enum Keywords {
    /// Words the grammar reserves; contextual ones (`open`, `some`, `lazy`, `actor`, `await`,
    /// `willSet`, ...) are not here and stay identifiers.
    static let reserved: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Reserved words after which an expression has ended (so `/` divides).
    static let expressionEnders: Set<String> = ["self", "Self", "super", "true", "false", "nil"]

    /// `reserved` as two little-endian words each (16 bytes, zero padded), grouped by length.
    static let packed: [[(UInt64, UInt64)]] = {
        var table = [[(UInt64, UInt64)]](repeating: [], count: 17)
        for word in reserved {
            let bytes = Array(word.utf8)
            var a: UInt64 = 0, b: UInt64 = 0
            for (k, byte) in bytes.enumerated() {
                if k < 8 { a |= UInt64(byte) << (8 * UInt64(k)) } else { b |= UInt64(byte) << (8 * UInt64(k - 8)) }
            }
            table[bytes.count].append((a, b))
        }
        return table
    }()

    /// For each first byte, a bit per length of the reserved words starting with it.
    static let shapes: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        for word in reserved { table[Int(word.utf8.first!)] |= 1 << UInt32(word.utf8.count) }
        return table
    }()

    /// True when `p[start..<end]` is a reserved word: its bytes packed into two words and
    /// compared with the words of that length (no text is made).
    static func isReserved(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        isReserved(p, start, end, shapes: shapes, packed: packed)
    }

    /// `isReserved` with the tables handed in (the lexer fetches them once per file).
    @inline(__always)
    static func isReserved(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                           shapes: [UInt32], packed: [[(UInt64, UInt64)]]) -> Bool {
        let length = end - start
        guard length > 0 && length <= 16, shapes[Int(p[start])] & (1 << UInt32(length)) != 0 else { return false }
        let candidates = packed[length]
        guard !candidates.isEmpty else { return false }
        var a: UInt64 = 0, b: UInt64 = 0
        if start + 16 <= p.count {
            // Two unaligned loads, masked to the word's length (little-endian, as packed).
            let raw = UnsafeRawPointer(p.baseAddress! + start)
            a = raw.loadUnaligned(as: UInt64.self)
            if length < 8 {
                a &= (1 << (8 * UInt64(length))) &- 1
            } else if length > 8 {
                b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                if length < 16 { b &= (1 << (8 * UInt64(length - 8))) &- 1 }
            }
        } else {
            var k = 0
            while k < length {
                let byte = UInt64(p[start + k])
                if k < 8 { a |= byte << (8 * UInt64(k)) } else { b |= byte << (8 * UInt64(k - 8)) }
                k += 1
            }
        }
        for (x, y) in candidates where x == a && y == b { return true }
        return false
    }

    static func endsExpression(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let word = String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
        return expressionEnders.contains(word)
    }

    @inline(__always)
    private static func matches(_ word: [UInt8], _ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var k = 0
        while k < word.count {
            if p[start + k] != word[k] { return false }
            k += 1
        }
        return true
    }
}
