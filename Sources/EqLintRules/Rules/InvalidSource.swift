/// Files that could not be read, decoded or parsed. Reported by the engine from the
/// reader's, lexer's and parser's problems; this file holds its documentation.
struct InvalidSource: Rule {
    static let meta = RuleMeta(
        id: "invalid_source",
        name: "Invalid source", severity: .error,
        summary: "A file that could not be read, is not UTF-8, or could not be parsed.",
        explanation: """
            EqLint reads Swift source text. A file it cannot read, that is not valid UTF-8, or in \
            which it lost its place (an unterminated string or comment, unbalanced brackets) is \
            reported at the first problem, so that no file is skipped silently. What comes before \
            the problem is still analysed, and every other file is linted.
            """,
        triggering: ["let greeting = \"hello"],
        passing: ["let greeting = \"hello\""])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {}
}
