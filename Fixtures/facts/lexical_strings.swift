// String literals holding text that looks like code: a lexer that gets any of
// these wrong shifts or loses the declarations that follow.
struct S1 {
    let openBrace = "{"
    let closeBrace = "}"
}
struct S2 {
    let fake = "struct Fake { var notReal: Int }"
    let quote = "\""
}
struct S3 {
    let backslash = "\\"
    let backslashThenQuote = "\\\""
    let commentClose = "*/"
    let commentOpen = "/*"
}
struct S4 {
    let lineComment = "// not a comment"
    let hash = "#if DEBUG"
    let singleQuote = "it's"
    let backtick = "`"
}
struct S5 {
    let escapes = "\t\n\r\0\'\u{7B}\u{1F600}"
    let emoji = "👍🏽 café 🇫🇷"
    let empty = ""
    let spaces = "   "
}
let topLevelBrace = "}}}"
struct S6 {
    let a = "a", b = "}", c = "{"
    let mix = "{\"}\"{" ; var d: Int = 0
}
struct S7 { let e = "struct S8 {" }
struct S8 {
    let regexLike = "/struct/"
    let interpolationLike = "\\(notInterpolated)"
    var last: String { "{" + "}" }
}
func stringsInFunction() {
    let _ = "struct InFunction {"
    let _ = "}"
}
struct S9 {
    let afterFunction = true
}
