import EqLintRules

/// The command line: arguments in, exit status out (0 clean, 1 findings, 2 could not run).
public enum CommandLineTool {
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(try expandingArgumentFiles(arguments))
        } catch {
            for each in error.errors { writeError("eqlint: error: \(each.description)") }
            return 2
        }
    }

    static let commands = ["lint", "summarize", "rules", "explain", "facts", "init", "lsp", "tokens"]

    /// `@FILE` stands for the arguments in FILE, one a line (a build system's long file
    /// lists); blank lines are skipped. Arguments read from a file are not expanded again.
    static func expandingArgumentFiles(_ arguments: [String]) throws(ConfigError) -> [String] {
        guard arguments.contains(where: { $0.hasPrefix("@") && $0.count > 1 }) else { return arguments }
        var out: [String] = []
        for argument in arguments {
            guard argument.hasPrefix("@"), argument.count > 1 else { out.append(argument); continue }
            let file = String(argument.dropFirst())
            guard case .success(let bytes) = FileReader.read(file) else {
                throw ConfigError(file: nil, "cannot read the argument file '\(file)'")
            }
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let text = String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self)
                if !text.isEmpty { out.append(text) }
            }
        }
        return out
    }

    static func dispatch(_ arguments: [String]) throws(ConfigError) -> Int32 {
        switch arguments.first {
        case "--version", "-v"?:
            Output.standard.write("eqlint \(eqlintVersion)\n")
            Output.standard.flush()
            return 0
        case "--help", "-h"?, "help"?:
            let help = arguments.count > 1 && arguments[0] == "help" ? HelpText.of(arguments[1]) : nil
            Output.standard.write(help ?? HelpText.main)
            Output.standard.flush()
            return 0
        case let command? where HelpText.of(command) != nil
                && arguments.dropFirst().prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }:
            // `eqlint COMMAND --help` describes that command, whatever else is on the line.
            Output.standard.write(HelpText.of(command) ?? HelpText.main)
            Output.standard.flush()
            return 0
        case "lint"?: return try LintCommand.run(Array(arguments.dropFirst()))
        case "summarize"?: return try SummarizeCommand.run(Array(arguments.dropFirst()))
        case "rules"?: return try RulesCommand.list(Array(arguments.dropFirst()))
        case "explain"?: return try RulesCommand.explain(Array(arguments.dropFirst()))
        case "init"?: return try InitCommand.run(Array(arguments.dropFirst()))
        case "facts"?: return try facts(Array(arguments.dropFirst()))
        case "tokens"?: return tokens(Array(arguments.dropFirst()))
        case "lsp"?:
            // `--stdio` names the only transport there is; many clients' configurations pass it.
            guard arguments.dropFirst().allSatisfy({ $0 == "--stdio" }) else {
                throw ConfigError(file: nil, "lsp takes no arguments but '--stdio' (its client talks to it on standard input)")
            }
            return LanguageServer.run()
        case let word? where !word.hasPrefix("-") && !word.contains("/") && !word.contains(".")
                && !FileDiscovery.exists(word):
            let hint = Suggestion.closest(to: word, in: commands).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigError(file: nil, "unknown command or missing path '\(word)'\(hint)")
        default:
            return try LintCommand.run(arguments)
        }
    }

    static func facts(_ arguments: [String]) throws(ConfigError) -> Int32 {
        let args = try Arguments.parse(arguments, valued: ["--files-from", "--jobs"], flags: ["--help"])
        if args.flags.contains("--help") {
            Output.standard.write(HelpText.facts)
            Output.standard.flush()
            return 0
        }
        let paths = try CommandLineTool.paths(args)
        guard !paths.isEmpty else { throw ConfigError(file: nil, "facts needs at least one PATH") }
        FactsCommand.run(paths: paths, jobs: try jobs(args)) { Output.standard.write($0) }
        Output.standard.flush()
        return 0
    }

    /// `--jobs N`, default: the number of cores.
    static func jobs(_ args: Arguments) throws(ConfigError) -> Int {
        guard let text = args.value("--jobs") else { return defaultJobs }
        guard let n = Int(text), n > 0 else { throw ConfigError(file: nil, "'--jobs' takes a positive number, not '\(text)'") }
        return n
    }

    /// Undocumented debugging aid: the lexer's tokens of one file.
    static func tokens(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, case .success(let bytes) = FileReader.read(arguments[0]) else { return 2 }
        let source = SourceText(bytes: bytes)
        let lexed = Lexer.lex(source)
        let lines = source.lines
        for (i, t) in lexed.tokens.enumerated() {
            let (line, column) = lines.byteLocation(of: t.start)
            Output.standard.write("\(i) \(line):\(column) \(t.kind) [\(source.text(of: t))] partner=\(lexed.partner[i])\n")
        }
        for p in lexed.problems { Output.standard.write("problem \(p.offset): \(p.message)\n") }
        Output.standard.flush()
        return 0
    }

    /// The paths of a command: its positional arguments, then those of each `--files-from`.
    static func paths(_ args: Arguments) throws(ConfigError) -> [String] {
        var paths = args.positional
        for list in args.all("--files-from") {
            guard let listed = PathList.read(list) else { throw ConfigError(file: nil, "cannot read '\(list)'") }
            paths += listed
        }
        return paths
    }

    public static var defaultJobs: Int { ParallelMap.defaultJobs }

    static func writeError(_ line: String) { Output.error.write(line + "\n"); Output.error.flush() }
}
