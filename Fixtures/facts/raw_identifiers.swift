// Raw identifiers (SE-0451): backticked names that hold spaces and other
// characters; backticks are removed from names, kept in normalized text.
struct `Raw Type` {
    let `first value`: Int = 1
    var `with-dash` = "x"
    func `test something works`() {}
    func `label with space`(`the arg` x: Int) {}
    static func `123 starts with digit`() {}
}

extension `Raw Type` {
    struct `Nested Raw` { let `a b`: `Raw Type`? = nil }
    var `computed one`: Int { 0 }
}

enum `Raw Enum` { case `raw case`, plain; var `is plain`: Bool { self == .plain } }

struct AfterRaw { let done = true }
