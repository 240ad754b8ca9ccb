// Operators, including characters that could be mistaken for generics,
// comments or string delimiters.
prefix operator √
infix operator <=>: ComparisonPrecedence
infix operator |>: AdditionPrecedence
postfix operator °

struct O1 {
    let optionalChain: Int? = Optional(1)?.bitWidth
    let forceUnwrap = Optional(1)!
    let nilCoalescing = Optional<Int>.none ?? 0
    let comparison = 1 < 2 && 3 > 2
    let shifts = (1 << 4) >> 2
}
struct O2 {
    let overflow = 1 &+ 2 &* 3
    let bitwise = ~0 & 1 | 2 ^ 3
    let ternary = true ? 1 : 0
    let comparisonGeneric = (1 < 2, 3 > 4)
}
struct O3 {
    let commentAfterOperator = 1 +/* c */2
    let lineCommentAfter = 1 + // c
        2
    let arrow: (Int) -> Int = { $0 }
}
struct O4 {
    static func <=> (a: O4, b: O4) -> Bool { true }
    static func |> (a: O4, b: O4) -> O4 { a }
    static prefix func √ (a: O4) -> Double { 0 }
    static postfix func ° (a: O4) -> Double { 0 }
    let keyPath = \O4.value
    let value = 1
}
struct O5 {
    let negative = -1
    let spacedMinus = 3 - -1
    let notEqual = 1 != 2
    let identity = O1.self == O1.self
    let pattern = 1 ~= 1
}
struct O6 {
    let closureShorthand = [1, 2].reduce(0, +)
    let sortedDesc = [1, 2].sorted(by: >)
    let dotted = [1, 2].map(\.description)
    var last = 0
}
