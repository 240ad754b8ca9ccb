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

    /// `reserved` grouped by length, as bytes.
    private static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 17)
        for word in reserved { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    static func isReserved(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < byLength.count else { return false }
        for word in byLength[length] where matches(word, p, start) { return true }
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
