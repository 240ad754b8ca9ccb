// Regex literals: bare `/.../` and extended `#/.../#`, holding text that looks
// like code, next to ordinary division.
import RegexBuilder

struct X1 {
    let bare = /struct (\w+)/
    let braces = /[{}]+/
}
struct X2 {
    let quote = /"/
    let escapedSlash = /a\/b/
    let starSlash = /x*/
}
struct X3 {
    let cComment = /\/\*.*\*\//
    let hashes = /#if/
    let division = 10 / 2 / 5
    var ratio: Double = 1.0 / 3.0
}
struct X4 {
    let extended = #/
        struct \s+ (?<name> \w+)   # comment with } and "
        \s* \{
        /#
    let extendedOneLine = #/a/b/#
    let afterExtended = 1
}
struct X5 {
    let doubleHash = ##/"/#"/##
    let method = /abc/.ignoresCase()
    let inCall = "a".contains(/a/)
}
struct X6 {
    func divide(_ a: Int, _ b: Int) -> Int { a / b }
    func divideSpaced(_ a: Int) -> Int { let x = a/2; return x / 2 }
    var compound: Int { var v = 8; v /= 2; return v }
    let afterDivision = "}"
}
struct X7 {
    let parenthesizedDivision = (4) / (2)
    let closing = [1, 2].map { $0 / 2 }
    let regexInArray = [/a/, /b/]
    let last = true
}
