/// What to lint and how.
public struct LintRequest: Sendable {
    /// Lint-scope paths as given; empty for the configured `included` paths or `.`.
    public var paths: [String] = []
    /// The project root's configuration (nested ones are found below the project root).
    public var configuration: Configuration
    /// The project root (README, "Use"); nil for the configuration's folder.
    public var projectRoot: String?
    public var jobs: Int = 1
    /// Source read from standard input, linted as if it were the file at `path`.
    public var standardInput: (path: String, bytes: [UInt8])?
    public var enable: [RuleID] = []
    public var disable: [RuleID] = []
    public var only: [RuleID] = []
    /// Folder of the index cache; nil runs without one.
    public var cacheDirectory: String?
    /// Source bytes of lint-scope files whose parse is kept between index and rules (at
    /// about 1.9 bytes of tokens and partners per source byte); files past the budget keep bytes and
    /// facts only, and are parsed again when their rules run.
    public var keptParseBudget = 64 << 20
    /// Lint scopes of more files than this have the index answer every question up front,
    /// on all cores, and the rules read the answers without a lock; smaller ones (an
    /// editor's one file) have questions answered as they come.
    public var preparedIndexAbove = 32
    /// The command line exits right after reporting: the run's tables are then left to
    /// `exit` instead of being freed object by object (thousands of file summaries).
    public var leaksAtExit = false
    /// Keep the source of each file that has a fix (`LintOutcome.fixedSources`): `--fix` and
    /// `--diff` apply the edits to exactly the bytes they were computed on.
    public var keepsSourcesOfFixes = false
    /// Rules compute fixes, and check the condition of those that mark closures ignored. Off
    /// only to measure what fixes cost (`EQLINT_NO_FIXES=1`, scripts/bench/bench.sh).
    public var computesFixes = true
    /// Summaries of other files of the project (`eqlint summarize`, paths relative to the
    /// project root) standing in for every file outside the lint scope: when set, the index
    /// scope is the lint scope and these, and no other file is read (a build system's action).
    public var summaries: [FileSummary]? = nil

    public init(configuration: Configuration) { self.configuration = configuration }
}

/// One file of a run: parsed, or the reason it could not be read.
struct LoadedFile: Sendable {
    var path: String
    var file: ParsedFile?
    var failure: String?
    /// The index facts of a file outside the lint scope (parsed, or from the cache).
    var summary: FileSummary? = nil
    var stamp: SummaryCache.Stamp? = nil
    /// The content hash of a file read while a cache is in use.
    var contentHash: UInt64? = nil
    var fromCache = false
    /// Read from the cache for its unchanged bytes although its stamp changed.
    var restamped = false
    /// The facts came from a summary file (`LintRequest.summaries`): there is no text to read.
    var fromSummaryFile = false
    /// The source of a lint-scope file parsed again when its rules run (large projects).
    var bytes: [UInt8]? = nil
}

/// What a lint run found.
public struct LintOutcome: Sendable {
    public var diagnostics: [Diagnostic]
    public var filesLinted: Int
    /// Files whose index facts came from the cache.
    public var filesFromCache = 0
    /// The linted bytes of each file with a fix, by reported path (`keepsSourcesOfFixes`).
    public var sourcesOfFixes: [String: [UInt8]] = [:]
    /// Repositories found inside the linted folders (absolute paths): projects of their own,
    /// for the caller to lint as such.
    public var nestedRepositories: [String] = []
    /// Paths given that are files but not Swift sources (as given): skipped, and said so.
    public var skippedPaths: [String] = []
}

/// Runs the pipeline: discover → read → lex → parse → index → rules → suppress.
/// Files are read and parsed on all cores; each worker fills its file's slot and merges
/// follow the sorted file list, so the outcome is the same for any number of jobs.
public enum LintEngine {
    public static func run(_ request: LintRequest) throws(ConfigError) -> LintOutcome {
        Timing.mark("start")
        let config = request.configuration
        let cwd = Paths.currentDirectory
        let projectRoot = request.projectRoot ?? config.directory
        let scope = try self.scope(request, cwd: cwd)
        let (slots, lintSet) = (scope.slots, scope.lintSet)
        let loaded = load(scope, request: request, cwd: cwd)
        Timing.mark("read+parse")
        let sources = Locked<[String: [UInt8]]>([:])
        var diagnostics = analyze(loaded, lintScope: lintSet, request: request, profiles: scope.profiles, slots: slots,
                                  indexSettings: scope.tree.indexSettings, sourcesOfFixes: request.keepsSourcesOfFixes ? sources : nil)
        if request.leaksAtExit { ExitKeepAlive.keep(loaded) }
        // A folder that could not be listed is reported like an unreadable file, not skipped silently.
        if ruleIsOn("invalid_source", request) && !scope.unreadableDirectories.isEmpty {
            for (dir, why) in scope.unreadableDirectories {
                diagnostics.append(InvalidSource.wholeFile(path: Paths.display(dir, cwd: cwd), message: "cannot read directory: \(why)",
                                                           severity: severity(InvalidSource.meta.id, config)))
            }
            diagnostics.sort(by: Diagnostic.reportOrder)
        }
        // Diagnostics come in path order: each run of one path gets its project path once,
        // worked out on all cores.
        var runs: [Int] = []
        for k in diagnostics.indices where k == 0 || diagnostics[k].path != diagnostics[k - 1].path { runs.append(k) }
        let relatives = ParallelMap.map(runs.map { diagnostics[$0].path }, jobs: request.jobs) { path in
            Paths.relative(Paths.absolute(path, base: cwd), to: projectRoot) ?? path
        }
        for r in runs.indices {
            for k in runs[r]..<(r + 1 < runs.count ? runs[r + 1] : diagnostics.count) {
                diagnostics[k].projectPath = relatives[r]
            }
        }
        Timing.mark("project paths")
        // Every lint-scope file is among the files read (the index scope holds the lint scope).
        return LintOutcome(diagnostics: diagnostics, filesLinted: lintSet.count,
                           filesFromCache: loaded.count { $0.fromCache }, sourcesOfFixes: sources.withLock { $0 },
                           nestedRepositories: scope.nestedRepositories, skippedPaths: scope.skippedPaths)
    }

    /// The summaries of the lint scope's files (`eqlint summarize`): what the index holds of
    /// each, with paths relative to the project root. Reads the lint scope's files and the
    /// configuration files, nothing else. A file that cannot be read summarizes as empty.
    public static func summarize(_ request: LintRequest) throws(ConfigError) -> [FileSummary] {
        var request = request
        request.summaries = request.summaries ?? []
        let cwd = Paths.currentDirectory
        let projectRoot = request.projectRoot ?? request.configuration.directory
        let scope = try self.scope(request, cwd: cwd)
        let files = scope.files.filter { scope.lintSet.contains($0) }
        let summaries = ParallelMap.map(files, jobs: request.jobs) { path -> FileSummary in
            let shown = Paths.relativeWithParents(Paths.absolute(path, base: cwd), to: projectRoot)
            guard case .success(let bytes) = FileReader.read(path) else { return FileSummary(path: shown, types: [], typealiases: []) }
            return FileSummary(path: shown, file: Parser.parse(SourceText(bytes: bytes), readsBodies: false))
        }
        return summaries
    }

    /// Lints sources held in memory (the fuzzer's entry, and tests'): every file is in both
    /// scopes. Never throws for source content; only unknown rule ids in `request` throw.
    public static func lint(sources: [(path: String, bytes: [UInt8])], request: LintRequest) throws(ConfigError) -> [Diagnostic] {
        let profile = try RuleProfile(request: request, configuration: request.configuration)
        // Kept as a run over files keeps them: compacted.
        let loaded = sources.map { source -> LoadedFile in
            var file = Parser.parse(SourceText(bytes: source.bytes))
            file.lexed.compactForLater()
            return LoadedFile(path: source.path, file: file, failure: nil)
        }
        return analyze(loaded, lintScope: Set(sources.map(\.path)), request: request, profiles: [profile],
                       slots: Array(repeating: 0, count: loaded.count), indexSettings: request.configuration.indexSettings)
    }

    static func severity(_ id: RuleID, _ config: Configuration) -> Severity {
        config.rules[id]?.severity ?? Registry.defaultSeverity(id) ?? .warning
    }

    /// Whether rule `id` runs under `config` (the request's root configuration by default),
    /// after the command line's `--only`, `--disable` and `--enable`.
    /// The ids of the rules a request has on (its root configuration's), for reports that
    /// list them (SARIF).
    public static func enabledRuleIDs(_ request: LintRequest) -> Set<RuleID> {
        Set(Registry.ids.filter { ruleIsOn($0, request) })
    }

    static func ruleIsOn(_ id: RuleID, _ request: LintRequest, config: Configuration? = nil) -> Bool {
        let config = config ?? request.configuration
        if !request.only.isEmpty { return request.only.contains(id) }
        if request.disable.contains(id) { return false }
        if request.enable.contains(id) { return true }
        guard let meta = Registry.meta(id) else { return false }
        if config.disabledRules.contains(id) { return false }
        return !meta.isOptIn || config.optInRules.contains(id)
    }

    /// Rule instances for every enabled rule, with their configured options (`config`: the
    /// request's root configuration by default).
    static func enabledRules(_ request: LintRequest, config: Configuration? = nil) throws(ConfigError) -> [any Rule] {
        for id in request.enable + request.disable + request.only where Registry.meta(id) == nil {
            throw ConfigError(file: nil, Configuration.unknownRule(id.name))
        }
        let config = config ?? request.configuration
        return Registry.ruleTypes.filter { ruleIsOn($0.meta.id, request, config: config) }.map { type in
            type.init(options: RuleOptions(meta: type.meta, values: config.rules[type.meta.id]?.options ?? [:]))
        }
    }

    /// A missing `included` path is a configuration error at its entry in `.eqlint.yml`.
    static func checkIncluded(_ config: Configuration) throws(ConfigError) {
        for (k, path) in config.included.enumerated() where !FileDiscovery.exists(Paths.absolute(path, base: config.directory)) {
            let position = k < config.includedPositions.count ? config.includedPositions[k] : (line: 0, column: 0)
            throw ConfigError(file: config.file, line: position.line, column: position.column,
                              "'included' names '\(path)', which does not exist")
        }
    }
}

extension FileSummary {
    init(path: String, types: [TypeDecl], typealiases: [Typealias], importsEquatable: Bool = false) {
        self.path = path
        self.types = types
        self.typealiases = typealiases
        self.importsEquatable = importsEquatable
    }
}

/// Phase times on standard error when `EQLINT_TIMING` is set (for benchmarks, never in reports).
package enum Timing {
    nonisolated(unsafe) static var last = Clock.now()
    nonisolated(unsafe) static var lastCPU = Clock.processCPU()
    static let enabled = getenv("EQLINT_TIMING") != nil

    /// The wall time since the last mark, and the CPU time of all threads (twice the wall time
    /// when two cores were busy all along).
    package static func mark(_ what: String) {
        guard enabled else { return }
        let now = Clock.now(), cpu = Clock.processCPU()
        Output.error.write("eqlint timing: \(what): \(Int((now - last) * 1000)) ms, cpu \(Int((cpu - lastCPU) * 1000)) ms, rss \(residentMegabytes()) MB\n")
        Output.error.flush()
        last = now
        lastCPU = cpu
    }

    /// Resident memory now (the second field of `/proc/self/statm`, in pages); 0 where unknown.
    static func residentMegabytes() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
        guard n > 0 else { return 0 }
        let fields = buffer[..<n].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return (pages * Int(sysconf(Int32(_SC_PAGESIZE)))) >> 20
    }
}

/// Objects deliberately kept until the process exits (see `LintRequest.leaksAtExit`).
package enum ExitKeepAlive {
    private static let kept = Locked<[Any]>([])
    package static func keep(_ value: Any) { kept.withLock { $0.append(value) } }
}
