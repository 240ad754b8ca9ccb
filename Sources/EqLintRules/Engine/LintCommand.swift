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
        let config = try loadConfiguration(args.value("--config"))
        var request = LintRequest(configuration: config)
        request.jobs = try CommandLineTool.jobs(args)
        request.leaksAtExit = true
        request.enable = args.all("--enable")
        request.disable = args.all("--disable")
        request.only = args.all("--only")
        request.paths = args.positional
        for list in args.all("--files-from") {
            guard let listed = CommandLineTool.readPathList(list) else { throw ConfigError(file: nil, "cannot read '\(list)'") }
            request.paths += listed
        }
        if !args.flags.contains("--no-cache") {
            request.cacheDirectory = args.value("--cache-path").map { Paths.absolute($0) } ?? SummaryCache.defaultDirectory
        }
        if let stdinPath = args.value("--stdin-path") {
            request.standardInput = (stdinPath, FileReader.readStandardInput())
        }
        let outcome = try LintEngine.run(request)
        var diagnostics = outcome.diagnostics

        if let path = args.value("--write-baseline") {
            try AtomicFile.write(Baseline.render(diagnostics), to: path)
            if !args.flags.contains("--quiet") {
                CommandLineTool.writeError("eqlint: recorded \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s") in \(path)")
            }
            return 0
        }
        if let path = args.value("--baseline") ?? config.baseline.map({ Paths.absolute($0, base: config.directory) }) {
            let baseline = try Baseline.load(path)
            diagnostics = baseline.filter(diagnostics)
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
            CommandLineTool.writeError(TextReport.summary(diagnostics, files: outcome.filesLinted,
                                                          seconds: Clock.now() - started))
        }
        let strict = args.flags.contains("--strict") || config.strict
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        // The process ends next: the findings and the report need not be freed one by one.
        if request.leaksAtExit { ExitKeepAlive.keep((diagnostics, text, pieces, outcome)) }
        return failing ? 1 : 0
    }

    /// `--config FILE`, else `.eqlint.yml` in the current directory or the nearest parent,
    /// stopping at a directory that holds `.git`; else the defaults.
    static func loadConfiguration(_ explicit: String?) throws(ConfigError) -> Configuration {
        let cwd = Paths.currentDirectory
        if let explicit {
            guard FileDiscovery.exists(explicit) else { throw ConfigError(file: explicit, "configuration file not found") }
            let absolute = Paths.absolute(explicit, base: cwd)
            let directory = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
            return try Configuration.load(path: explicit, directory: directory.isEmpty ? "/" : directory)
        }
        var directory = cwd
        while true {
            let candidate = directory == "/" ? "/.eqlint.yml" : directory + "/.eqlint.yml"
            if FileDiscovery.exists(candidate) {
                return try Configuration.load(path: Paths.display(candidate, cwd: cwd), directory: directory)
            }
            if FileDiscovery.exists(directory + "/.git") || directory == "/" { break }
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
            if directory.isEmpty { directory = "/" }
        }
        return Configuration(directory: cwd)
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
