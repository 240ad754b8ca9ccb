// Valid source that looks unbalanced to a naive scanner: no diagnostics at all.
enum Samples {
    static let brace = "}"
    static let parens = "(("
    static let escapedQuote = "a \"quoted\" word }"
    static let rawWithQuote = #"She said "hi" {"#
    static let rawNotInterpolated = #"\(not an interpolation"#
    static let nested = "sum: \(["a", "b"].map { "(\($0)" }.joined(separator: ")"))"
    static let unicodeEscape = "\u{7D}\u{29}"
    static let multiLine = """
        a line with "quotes" and a } brace
        and an escaped \""" delimiter
        """
    static let rawMultiLine = #"""
        \(still not interpolated) and "{"
        """#
    /* outer /* nested */ still a comment with } and ( */
    static let café = "naïve 🍵 ✓"
    // A line comment with an unmatched { brace and a " quote.
}
