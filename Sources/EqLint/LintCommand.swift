import EqLintRules

/// `eqlint [lint] [PATH ...] [options]`.
enum LintCommand {
    static let valued: Set<String> = [
        "--config", "--format", "--output", "--baseline", "--write-baseline", "--stdin-path",
        "--files-from", "--enable", "--disable", "--only", "--jobs", "--color", "--cache-path",
        "--summaries-file", "--exit-code-file", "--path-prefix-map",
    ]
    static let flags: Set<String> = ["--strict", "--quiet", "--help", "--no-cache", "--fix", "--unsafe-fixes", "--diff"]

    static func run(_ arguments: [String]) throws(ConfigError) -> Int32 {
        let started = Clock.now()
        let args = try Arguments.parse(arguments, valued: valued, flags: flags)
        let maps = try prefixMaps(args)
        let status = try run(args, started: started, prefixMaps: maps)
        // A build system keeps the reports of a failing target: the status goes to a file.
        // A run that could not be done as asked still exits 2.
        guard let file = args.value("--exit-code-file"), status != 2 else { return status }
        try AtomicFile.write("\(status)\n", to: file, durable: false)
        return 0
    }

    /// `--path-prefix-map FROM=TO`, in the order given.
    static func prefixMaps(_ args: Arguments) throws(ConfigError) -> [(from: String, to: String)] {
        try args.all("--path-prefix-map").map { entry throws(ConfigError) in
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
                throw ConfigError(file: nil, "'--path-prefix-map' takes FROM=TO, not '\(entry)'")
            }
            return (String(entry[..<eq]), String(entry[entry.index(after: eq)...]))
        }
    }

    /// `path` with the first matching prefix of `maps` rewritten.
    static func mapped(_ path: String, _ maps: [(from: String, to: String)]) -> String {
        for (from, to) in maps where path.hasPrefix(from) { return to + path.dropFirst(from.count) }
        return path
    }

    static func run(_ args: Arguments, started: Double, prefixMaps: [(from: String, to: String)]) throws(ConfigError) -> Int32 {
        if args.flags.contains("--help") {
            Output.standard.write(HelpText.lint)
            Output.standard.flush()
            return 0
        }
        try checkFormatAndColor(args)
        let paths = try CommandLineTool.paths(args)
        // Each path is linted within its own project, found from the path (never from the
        // current folder), with that project's configuration and index.
        let summariesList = args.value("--summaries-file")
        let projects = try ProjectPlan.projects(paths: paths, stdinPath: args.value("--stdin-path"),
                                                explicit: args.value("--config"), cwd: Paths.currentDirectory,
                                                rootIsConfigFolder: summariesList != nil)
        var base = try baseRequest(args, configuration: projects[0].configuration, summariesList: summariesList)
        let fixing = args.flags.contains("--fix"), diffing = args.flags.contains("--diff")
        guard !(fixing && diffing) else { throw ConfigError(file: nil, "'--fix' writes the fixes and '--diff' only shows them: give one of them") }
        let unsafeFixes = args.flags.contains("--unsafe-fixes")
        let fixMode: FixMode = fixing || diffing ? (unsafeFixes ? .unsafe : .safe) : .none
        base.keepsSourcesOfFixes = fixMode != .none
        let stdinBytes = args.value("--stdin-path").map { _ in FileReader.readStandardInput() }
        var (diagnostics, baselined, filesLinted, strictProjects, sources) = try lint(projects, base: base, args: args, stdinBytes: stdinBytes,
                                                                                       announces: true)
        let request = base
        let stdinDisplay = args.value("--stdin-path").map { Paths.display($0, cwd: Paths.currentDirectory) }
        var fixedStdin: [UInt8]? = nil
        var fixFailed = false
        if fixMode != .none {
            // Fixes apply to what is reported: a finding recorded in the baseline is left alone.
            var reported = baselined
            if args.value("--write-baseline") != nil {
                reported = diagnostics
            } else if let path = args.value("--baseline") {
                reported = try Baseline.load(path).filter(diagnostics)
            }
            let plans = FixRun.plan(reported, sources: sources, mode: fixMode)
            if diffing { return showDiff(plans, args: args, prefixMaps: prefixMaps) }
            let fixedCount: Int, fixedFiles: Int
            (fixedStdin, fixFailed, fixedCount, fixedFiles) = writeFixes(plans, stdinDisplay: stdinDisplay)
            if let fixedStdin, let stdinDisplay, SourceLayout(fixedStdin).hasMixedLineEndings {
                CommandLineTool.writeError("eqlint: note: '\(stdinDisplay)' mixes line endings; each inserted line took the ending of the line it went into")
            }
            if !args.flags.contains("--quiet") {
                CommandLineTool.writeError("eqlint: fixed \(FixRun.plural(fixedCount, "finding")) in \(FixRun.plural(fixedFiles, "file"))")
            }
            // What remains is linted again, and reported; the exit status comes from it. With
            // nothing changed, the first lint is what remains: `--fix` costs a plain lint.
            if fixedFiles > 0 {
                var again = base
                again.keepsSourcesOfFixes = false
                (diagnostics, baselined, filesLinted, strictProjects, sources) = try lint(projects, base: again, args: args,
                                                                                            stdinBytes: fixedStdin ?? stdinBytes)
            }
            if let stdinBytes, stdinDisplay != nil {
                // `--fix --stdin-path`: the fixed source on standard output, for editors.
                (fixedStdin ?? stdinBytes).withUnsafeBytes { Output.standard.write(bytes: $0) }
                Output.standard.flush()
            }
        }
        if !prefixMaps.isEmpty {
            func map(_ d: inout Diagnostic) {
                d.path = mapped(d.path, prefixMaps)
                for r in d.related.indices { d.related[r].path = mapped(d.related[r].path, prefixMaps) }
            }
            for k in diagnostics.indices { map(&diagnostics[k]) }
            for k in baselined.indices { map(&baselined[k]) }
            strictProjects = Set(strictProjects.map { mapped($0, prefixMaps) })
        }
        return try report(diagnostics, baselined: baselined, filesLinted: filesLinted, strictProjects: strictProjects,
                          args: args, request: request, started: started, fixMode: fixMode, unsafeFixes: unsafeFixes,
                          reportToError: fixMode != .none && stdinDisplay != nil, fixFailed: fixFailed)
    }

    /// `--format` and `--color` take one of their values.
    static func checkFormatAndColor(_ args: Arguments) throws(ConfigError) {
        let format = args.value("--format") ?? "text"
        guard ["text", "json", "sarif", "github"].contains(format) else {
            let hint = Suggestion.closest(to: format, in: ["text", "json", "sarif", "github"]).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigError(file: nil, "unknown format '\(format)'; use text, json, sarif or github\(hint)")
        }
        let colorMode = args.value("--color") ?? "auto"
        guard ["auto", "always", "never"].contains(colorMode) else {
            throw ConfigError(file: nil, "'--color' takes auto, always or never, not '\(colorMode)'")
        }
    }

    /// The request every project's lint starts from: the arguments' jobs, rule selection,
    /// cache, or build system's summaries.
    static func baseRequest(_ args: Arguments, configuration: Configuration,
                            summariesList: String?) throws(ConfigError) -> LintRequest {
        var base = LintRequest(configuration: configuration)
        base.jobs = try CommandLineTool.jobs(args)
        base.leaksAtExit = true
        base.enable = args.all("--enable").map { RuleID($0) }
        base.disable = args.all("--disable").map { RuleID($0) }
        base.only = args.all("--only").map { RuleID($0) }
        // Benchmarks only (scripts/bench/bench.sh): what the same lint costs without fixes.
        if getenv("EQLINT_NO_FIXES") != nil { base.computesFixes = false }
        if let summariesList {
            // A build system's action (docs/bazel.md): the summaries stand in for the rest of
            // the project, and nothing else is read: no cache either.
            base.summaries = try Summaries.read(list: summariesList)
        } else if !args.flags.contains("--no-cache") {
            base.cacheDirectory = args.value("--cache-path").map { Paths.absolute($0) } ?? SummaryCache.defaultDirectory
        }
        return base
    }

    /// `--diff`: prints the fixes as a unified diff, and says how many; the exit status is 1
    /// when there is any.
    static func showDiff(_ plans: [FixRun.Plan], args: Arguments, prefixMaps: [(from: String, to: String)]) -> Int32 {
        for plan in plans where plan.result.changed {
            Output.standard.write(UnifiedDiff.render(path: mapped(plan.projectPath, prefixMaps), old: plan.original, new: plan.result.bytes))
        }
        Output.standard.flush()
        let count = plans.reduce(0) { $0 + $1.result.applied.count }
        if !args.flags.contains("--quiet") {
            CommandLineTool.writeError("eqlint: \(FixRun.plural(count, "fix")) would be applied to \(FixRun.plural(plans.count { $0.result.changed }, "file"))")
        }
        return count > 0 ? 1 : 0
    }

    /// `--fix`: writes each changed file (standard input's fixed bytes are returned instead),
    /// with an error for a file that could not be written and a note for mixed line endings.
    static func writeFixes(_ plans: [FixRun.Plan], stdinDisplay: String?)
        -> (fixedStdin: [UInt8]?, failed: Bool, fixes: Int, files: Int) {
        var fixedStdin: [UInt8]? = nil
        var fixFailed = false
        var fixedCount = 0, fixedFiles = 0
        for plan in plans where plan.result.changed {
            if plan.path == stdinDisplay {
                fixedStdin = plan.result.bytes
            } else if let failure = FixWriter.write(plan.result.bytes, over: plan.original, at: plan.path) {
                CommandLineTool.writeError("eqlint: error: \(failure)")
                fixFailed = true
                continue
            } else if SourceLayout(plan.original).hasMixedLineEndings {
                CommandLineTool.writeError("eqlint: note: '\(plan.path)' mixes line endings; each inserted line took the ending of the line it went into")
            }
            fixedCount += plan.result.applied.count
            fixedFiles += 1
        }
        return (fixedStdin, fixFailed, fixedCount, fixedFiles)
    }

    /// Lints every project of the run: the findings, those left after each project's
    /// configured baseline, the number of files, the files under `strict: true`, and the
    /// sources of files with fixes. A repository met inside a linted folder is a project of
    /// its own, linted after the others. With `announces`, says on standard error which paths
    /// were skipped, and when no Swift file was found at all.
    static func lint(_ given: [ProjectPlan.Project], base: LintRequest, args: Arguments, stdinBytes: [UInt8]?,
                     announces: Bool = false)
        throws(ConfigError) -> ([Diagnostic], [Diagnostic], Int, Set<String>, [String: [UInt8]]) {
        var diagnostics: [Diagnostic] = []
        var filesLinted = 0
        var baselined: [Diagnostic] = []
        var strictProjects: Set<String> = []
        var sources: [String: [UInt8]] = [:]
        var skipped: Set<String> = []
        var projects = given
        var roots = Set(projects.map(\.root))
        var k = 0
        while k < projects.count {
            let project = projects[k]
            k += 1
            var request = base
            request.configuration = project.configuration
            request.projectRoot = project.root
            request.paths = project.paths
            if project.takesStandardInput, let path = args.value("--stdin-path"), let stdinBytes {
                request.standardInput = (path, stdinBytes)
            }
            request.appliesConfiguredBaseline = args.value("--write-baseline") == nil && args.value("--baseline") == nil
            let outcome = try LintWorkspace(project: request).lintScope()
            for repository in outcome.nestedRepositories where roots.insert(repository).inserted {
                projects.append(ProjectPlan.Project(root: repository, configuration: try ProjectPlan.configuration(
                    root: repository, explicit: args.value("--config"), cwd: Paths.currentDirectory), paths: [repository]))
            }
            if announces {
                skipped.formUnion(outcome.skippedPaths)
                for path in outcome.skippedPaths {
                    CommandLineTool.writeError("eqlint: warning: skipped '\(path)': not a Swift file (only .swift files are linted)")
                }
            }
            filesLinted += outcome.filesLinted
            sources.merge(outcome.sourcesOfFixes) { a, _ in a }
            // A configured baseline covers its own project's findings.
            let found = outcome.reported
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
        // As ruff does: an empty run is said to be one, not passed off as a clean one. A path
        // skipped as not Swift was said to be so above, once.
        let searched = given.flatMap(\.paths).filter { !skipped.contains($0) }
        if announces && filesLinted == 0 && stdinBytes == nil && !searched.isEmpty {
            let shown = searched.map { "'\(Paths.display($0, cwd: Paths.currentDirectory))'" }
            CommandLineTool.writeError("eqlint: warning: no Swift files found under \(shown.joined(separator: ", "))")
        }
        return (diagnostics, baselined, filesLinted, strictProjects, sources)
    }

    /// Writes the report of `diagnostics` and the summary; the exit status.
    static func report(_ diagnostics: [Diagnostic], baselined: [Diagnostic], filesLinted: Int, strictProjects: Set<String>,
                       args: Arguments, request: LintRequest, started: Double, fixMode: FixMode, unsafeFixes: Bool,
                       reportToError: Bool, fixFailed: Bool) throws(ConfigError) -> Int32 {
        var diagnostics = diagnostics
        let found = diagnostics.count
        let format = args.value("--format") ?? "text", colorMode = args.value("--color") ?? "auto"

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
        case "sarif": text = SARIFReport.render(diagnostics, enabled: RuleSelection.enabledRuleIDs(request),
                                                       configuration: request.configuration)
        case "github": text = GitHubReport.render(diagnostics)
        default: text = TextReport.render(diagnostics, color: color, unsafeFixes: unsafeFixes,
                                                  quiet: args.flags.contains("--quiet"))
        }
        Timing.mark("render \(format)")
        if let output = args.value("--output") {
            if format == "json" {
                try AtomicFile.write(chunks: pieces, to: output, durable: false)
            } else {
                try AtomicFile.write(text, to: output, durable: false)
            }
        } else {
            // `--fix --stdin-path` puts the fixed source on standard output: the report goes to standard error.
            let out = reportToError ? Output.error : Output.standard
            out.write(text)
            for piece in pieces { piece.withUnsafeBytes { out.write(bytes: $0) } }
            out.flush()
        }
        Timing.mark("write")
        if !args.flags.contains("--quiet") {
            CommandLineTool.writeError(TextReport.summary(diagnostics, files: filesLinted, hiddenByBaseline: found - diagnostics.count,
                                                          seconds: Clock.now() - started))
        }
        // `--strict`, or `strict: true` in the root configuration of the finding's project.
        let strict = args.flags.contains("--strict")
        let failing = diagnostics.contains {
            $0.severity == .error || ($0.severity == .warning && (strict || strictProjects.contains($0.path)))
        }
        // The process ends next: the findings and the report need not be freed one by one.
        if request.leaksAtExit { ExitKeepAlive.keep((diagnostics, text, pieces, baselined)) }
        return fixFailed ? 2 : failing ? 1 : 0
    }
}
