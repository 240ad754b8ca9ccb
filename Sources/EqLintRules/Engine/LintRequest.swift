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
    /// The configuration's `baseline` hides what it recorded (`LintOutcome.reported`); off when
    /// the command line names a baseline of its own, or records one.
    public var appliesConfiguredBaseline = true

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
    /// Every finding of the lint scope, in report order.
    public var diagnostics: [Diagnostic]
    /// The findings left once the configured baseline (`LintRequest.appliesConfiguredBaseline`)
    /// hid what it recorded.
    public var reported: [Diagnostic] = []
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

/// Which rules a request runs: the configuration's, after the command line's `--only`,
/// `--disable` and `--enable`, each with its configured severity and options.
public enum RuleSelection {
    static func severity(_ id: RuleID, _ config: Configuration) -> Severity {
        config.rules[id]?.severity ?? Registry.defaultSeverity(id) ?? .warning
    }

    /// The ids of the rules a request has on (its root configuration's), for reports that
    /// list them (SARIF).
    public static func enabledRuleIDs(_ request: LintRequest) -> Set<RuleID> {
        Set(Registry.ids.filter { ruleIsOn($0, request) })
    }

    /// Whether rule `id` runs under `config` (the request's root configuration by default),
    /// after the command line's `--only`, `--disable` and `--enable`.
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
