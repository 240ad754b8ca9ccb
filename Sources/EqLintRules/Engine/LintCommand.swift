/// `eqlint [lint] [PATH ...] [options]`.
enum LintCommand {
    static let valued: Set<String> = [
        "--config", "--format", "--output", "--baseline", "--write-baseline", "--stdin-path",
        "--files-from", "--enable", "--disable", "--only", "--jobs", "--color", "--cache-path",
    ]
    static let flags: Set<String> = ["--strict", "--quiet", "--help", "--no-cache"]

    static func run(_ arguments: [String]) throws(ConfigError) -> Int32 {
        let started = Clock.now()
        let args = try Arguments.parse(arguments, valued: valued, flags: flags)
        if args.flags.contains("--help") {
            Output.standard.write(HelpText.lint)
            Output.standard.flush()
            return 0
        }
        let format = args.value("--format") ?? "text"
        guard ["text", "json", "sarif", "github"].contains(format) else {
            let hint = Suggestion.closest(to: format, in: ["text", "json", "sarif", "github"]).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigError(file: nil, "unknown format '\(format)'; use text, json, sarif or github\(hint)")
        }
        let colorMode = args.value("--color") ?? "auto"
        guard ["auto", "always", "never"].contains(colorMode) else {
            throw ConfigError(file: nil, "'--color' takes auto, always or never, not '\(colorMode)'")
        }
        var paths = args.positional
        for list in args.all("--files-from") {
            guard let listed = CommandLineTool.readPathList(list) else { throw ConfigError(file: nil, "cannot read '\(list)'") }
            paths += listed
        }
        // Each path is linted within its own project, found from the path (never from the
        // current folder), with that project's configuration and index.
        let projects = try ProjectPlan.projects(paths: paths, stdinPath: args.value("--stdin-path"),
                                                explicit: args.value("--config"), cwd: Paths.currentDirectory)
        var base = LintRequest(configuration: projects[0].configuration)
        base.jobs = try CommandLineTool.jobs(args)
        base.leaksAtExit = true
        base.enable = args.all("--enable")
        base.disable = args.all("--disable")
        base.only = args.all("--only")
        if !args.flags.contains("--no-cache") {
            base.cacheDirectory = args.value("--cache-path").map { Paths.absolute($0) } ?? SummaryCache.defaultDirectory
        }
        let stdinBytes = args.value("--stdin-path").map { _ in FileReader.readStandardInput() }
        var diagnostics: [Diagnostic] = []
        var filesLinted = 0
        var baselined: [Diagnostic] = []
        var strictProjects: Set<String> = []
        for project in projects {
            var request = base
            request.configuration = project.configuration
            request.projectRoot = project.root
            request.paths = project.paths
            if project.takesStandardInput, let path = args.value("--stdin-path"), let stdinBytes {
                request.standardInput = (path, stdinBytes)
            }
            let outcome = try LintEngine.run(request)
            filesLinted += outcome.filesLinted
            var found = outcome.diagnostics
            // A configured baseline covers its own project's findings.
            if args.value("--write-baseline") == nil, args.value("--baseline") == nil, let recorded = project.configuration.baseline {
                found = try Baseline.load(Paths.absolute(recorded, base: project.configuration.directory)).filter(found)
            }
            if project.configuration.strict { strictProjects.formUnion(found.map(\.path)) }
            // One project (the usual run) hands its lists over whole.
            if projects.count == 1 {
                (diagnostics, baselined) = (outcome.diagnostics, found)
            } else {
                diagnostics += outcome.diagnostics
                baselined += found
            }
        }
        if projects.count > 1 {
            diagnostics.sort(by: Diagnostic.reportOrder)
            baselined.sort(by: Diagnostic.reportOrder)
        }
        let request = base

        if let path = args.value("--write-baseline") {
            try AtomicFile.write(Baseline.render(diagnostics), to: path)
            if !args.flags.contains("--quiet") {
                CommandLineTool.writeError("eqlint: recorded \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s") in \(path)")
            }
            return 0
        }
        if let path = args.value("--baseline") {
            diagnostics = try Baseline.load(path).filter(diagnostics)
        } else {
            diagnostics = baselined
        }

        let toTerminal = args.value("--output") == nil && isatty(1) != 0
        let color = colorMode == "always" || (colorMode == "auto" && toTerminal && getenv("NO_COLOR") == nil)
        // A JSON report of megabytes is written in the pieces it was rendered in, never joined.
        var text = "", pieces: [[UInt8]] = []
        switch format {
        case "json": pieces = JSONReport.pieces(diagnostics, jobs: request.jobs)
        case "sarif": text = SARIFReport.render(diagnostics, enabled: request)
        case "github": text = GitHubReport.render(diagnostics)
        default: text = TextReport.render(diagnostics, color: color)
        }
        Timing.mark("render \(format)")
        if let output = args.value("--output") {
            if format == "json" {
                try AtomicFile.write(chunks: pieces, to: output, durable: false)
            } else {
                try AtomicFile.write(text, to: output, durable: false)
            }
        } else {
            Output.standard.write(text)
            for piece in pieces { piece.withUnsafeBytes { Output.standard.write(bytes: $0) } }
            Output.standard.flush()
        }
        Timing.mark("write")
        if !args.flags.contains("--quiet") {
            CommandLineTool.writeError(TextReport.summary(diagnostics, files: filesLinted,
                                                          seconds: Clock.now() - started))
        }
        // `--strict`, or `strict: true` in the root configuration of the finding's project.
        let strict = args.flags.contains("--strict")
        let failing = diagnostics.contains {
            $0.severity == .error || ($0.severity == .warning && (strict || strictProjects.contains($0.path)))
        }
        // The process ends next: the findings and the report need not be freed one by one.
        if request.leaksAtExit { ExitKeepAlive.keep((diagnostics, text, pieces, baselined)) }
        return failing ? 1 : 0
    }
}

/// Wall-clock seconds for the summary line.
enum Clock {
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// CPU seconds of the whole process, user and system, all threads.
    static func processCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
