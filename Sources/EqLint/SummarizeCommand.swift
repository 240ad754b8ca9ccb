import EqLintRules

/// `eqlint summarize --out FILE [--config FILE] PATH ...`: a build system's first action per
/// target (docs/bazel.md). Writes the summary of these files, the same bytes whatever the
/// folder it runs in, the machine or `--jobs`.
enum SummarizeCommand {
    static func run(_ arguments: [String]) throws(ConfigError) -> Int32 {
        let args = try Arguments.parse(arguments, valued: ["--out", "--config", "--files-from", "--jobs"], flags: ["--help"])
        if args.flags.contains("--help") {
            Output.standard.write(HelpText.summarize)
            Output.standard.flush()
            return 0
        }
        guard let out = args.value("--out") else { throw ConfigError(file: nil, "summarize needs '--out FILE'") }
        let paths = try CommandLineTool.paths(args)
        let cwd = Paths.currentDirectory
        let projects = try ProjectPlan.projects(paths: paths, stdinPath: nil, explicit: args.value("--config"), cwd: cwd,
                                                rootIsConfigFolder: true)
        guard projects.count == 1 else {
            let roots = projects.map { "'\(Paths.display($0.root, cwd: cwd))'" }.joined(separator: ", ")
            throw ConfigError(file: nil, "the paths of one summary belong to one project; these belong to \(roots) (give '--config FILE': its folder is the project root)")
        }
        var request = LintRequest(configuration: projects[0].configuration)
        request.projectRoot = projects[0].root
        request.paths = projects[0].paths
        request.jobs = try CommandLineTool.jobs(args)
        let summaries = try LintWorkspace.summarize(request)
        try AtomicFile.write(bytes: Summaries.encode(summaries), to: out, durable: false)
        return 0
    }
}
