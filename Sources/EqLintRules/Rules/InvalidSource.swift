/// Files that could not be read, decoded or parsed: a rule like the others for a file that was
/// read (its first problem, from the reader, lexer and parser), and `wholeFile` for the
/// engine's findings about a file or folder it could not read at all, or a document a front
/// does not analyse.
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

    func check(_ ctx: inout RuleContext) {
        guard let problem = Self.firstProblem(ctx.file) else { return }
        let end = min(problem.offset + 1, UInt32(ctx.file.source.bytes.count))
        ctx.report(Message(problem.message), at: problem.offset..<max(end, problem.offset), symbol: "")
    }

    /// Where the file is not valid Swift (docs/rules.md, `invalid_source`: at the first problem):
    /// a file that is not UTF-8 has that one cause, at its first bad byte, whatever the lexer
    /// made of the bytes before it (a binary file's control characters); else the lexer's first
    /// problem.
    static func firstProblem(_ file: ParsedFile) -> SourceProblem? {
        if let bad = file.source.firstInvalidUTF8 { return SourceProblem(.notUTF8, at: UInt32(bad)) }
        return file.lexed.problems.first
    }

    /// A finding at the start of `path`, about the whole file (or folder).
    static func wholeFile(path: String, message: String, severity: Severity) -> Diagnostic {
        var d = Diagnostic(ruleID: meta.id, severity: severity, path: path, range: 0..<0, message: message, symbol: "")
        d.line = 1; d.column = 1; d.endLine = 1; d.endColumn = 1
        return d
    }
}
