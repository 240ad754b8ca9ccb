/// The engine: one project, and the only thing that drives the stages (docs/architecture.md,
/// "The workspace"). Both fronts use it:
/// - the command line makes one per project of its run (`init(project:)`), which reads the
///   lint scope and the index scope through the cache, and asks for the findings of the lint
///   scope (`lintScope()`);
/// - the language server keeps one per project root (`init(root:jobs:)`), which reads every
///   file of the project once, then takes the editor's events (a document opened, changed,
///   closed; a file changed on disk; the baseline changed), answers with the findings of an
///   open document (`findings(ofOpen:)`), and says which open documents an event may have
///   changed (`documentsToRelint`: those whose recorded reads it touched).
/// Everything a finding needs from the whole project is done here, once: the index, the
/// conditions of the stale-capture check, the configured baseline, project paths.
public final class LintWorkspace {
    public let root: String
    let configuration: Configuration
    /// The request the workspace was made for: rule selection, jobs, cache, summaries.
    let request: LintRequest
    /// The folder paths are shown from (the command line's), "" for absolute paths (the server's).
    let cwd: String
    var scope: Scope
    /// Each file's index facts, in the order of `scope.files`.
    var summaries: [FileSummary]
    /// The files as read (their parses kept for the lint scope's rules), until the lint of the
    /// scope has used them (`lintScope`); empty in a server's workspace.
    var loaded: [LoadedFile]
    var position: [String: Int] = [:]
    /// The shape (`SummaryCoding.shape`) each file was indexed with, once it was needed.
    var shapes: [[UInt8]?]
    var baseline: Baseline?
    var index: ProjectIndex
    /// Per open document linted here (shown path): what its last lint read of the project.
    var records: [String: ReadRecord] = [:]
    /// Which declarations mention which names (`dependents`), made at the first declaration edit.
    var mentions: WorkspaceMentions?
    /// The open documents an event touched since their last lint (`documentsToRelint`).
    var dirty: Set<String> = []
    /// The editor's texts of files, standing in for the disk's, as last indexed.
    var overlays: [String: [UInt8]] = [:]
    /// The error of a nested configuration first read for a file new to the project: the
    /// project cannot be linted any more, as when the error is found at load.
    public internal(set) var configurationError: ConfigError?

    /// The project of a command-line run: `request` names its root, configuration and lint
    /// paths (or source from standard input, or summaries standing in for the rest). Reads the
    /// lint scope and the index scope (through the cache) and builds the index. Throws for a
    /// configuration or rule selection that cannot be used, or a lint path that does not exist.
    public init(project request: LintRequest) throws(ConfigError) {
        Timing.mark("start")
        let cwd = Paths.currentDirectory
        self.cwd = cwd
        self.request = request
        configuration = request.configuration
        root = request.projectRoot ?? request.configuration.directory
        scope = try Self.scope(request, cwd: cwd)
        loaded = Self.load(scope, request: request, cwd: cwd)
        Timing.mark("read+parse")
        summaries = ParallelMap.map(Array(loaded.indices), jobs: request.jobs) { [loaded] i in
            loaded[i].summary ?? loaded[i].file.map { FileSummary(keeping: $0, path: loaded[i].path) }
                ?? FileSummary(path: loaded[i].path, types: [], typealiases: [])
        }
        shapes = []
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: request.jobs)
        if request.leaksAtExit { ExitKeepAlive.keep(index) }
        Timing.mark("index")
    }

    /// Sources held in memory, each in both scopes (the fuzzer's entry, and tests'). Throws
    /// only for unknown rule ids in `request`, never for source content.
    public init(sources: [(path: String, bytes: [UInt8])], request: LintRequest) throws(ConfigError) {
        self.request = request
        cwd = ""
        configuration = request.configuration
        root = request.projectRoot ?? request.configuration.directory
        let profile = try RuleProfile(request: request, configuration: request.configuration)
        // Kept as a run over files keeps them: compacted.
        loaded = sources.map { source -> LoadedFile in
            var file = Parser.parse(SourceText(bytes: source.bytes))
            file.lexed.compactForLater()
            return LoadedFile(path: source.path, file: file, failure: nil)
        }
        scope = Scope(files: sources.map(\.path), slots: Array(repeating: 0, count: sources.count),
                      lintSet: Set(sources.map(\.path)), tree: ConfigurationTree(root: request.configuration, projectRoot: root, cwd: ""),
                      profiles: [profile], roots: [root], unreadableDirectories: [])
        summaries = loaded.map { FileSummary(keeping: $0.file!, path: $0.path) }
        shapes = []
        index = ProjectIndex(files: summaries, settings: request.configuration.indexSettings, jobs: request.jobs)
    }

    /// Loads the project at `root` for a long-running front, its unchanged files' facts from
    /// the index cache. Throws for a configuration that cannot be read.
    public convenience init(root: String, jobs: Int) throws(ConfigError) {
        try self.init(root: root, jobs: jobs, cacheDirectory: SummaryCache.defaultDirectory)
    }

    /// `init(root:jobs:)` with the cache in `cacheDirectory` (nil: none). Every file feeds the
    /// index only: the lint scope is what the front asks about, one document at a time.
    init(root: String, jobs: Int, cacheDirectory: String?) throws(ConfigError) {
        self.root = root
        cwd = ""
        let configuration = try ProjectPlan.configuration(root: root, explicit: nil, cwd: "")
        self.configuration = configuration
        var request = LintRequest(configuration: configuration)
        request.projectRoot = root
        request.jobs = jobs
        request.cacheDirectory = cacheDirectory
        try RuleSelection.checkIncluded(configuration)
        request.paths = configuration.included.isEmpty ? [root]
            : configuration.included.map { Paths.absolute($0, base: configuration.directory) }
        self.request = request
        scope = try Self.scope(request, cwd: "")
        scope.lintSet = []
        let files = Self.load(scope, request: request, cwd: "")
        summaries = files.map { item in
            item.summary ?? item.file.map { FileSummary(path: item.path, file: $0) }
                ?? FileSummary(path: item.path, types: [], typealiases: [])
        }
        loaded = []
        shapes = Array(repeating: nil, count: summaries.count)
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: jobs)
        if let recorded = configuration.baseline {
            baseline = try Baseline.load(Paths.absolute(recorded, base: configuration.directory))
        }
        reposition()
    }

    public var fileCount: Int { summaries.count }

    /// The configured baseline's file (absolute), if any.
    public var baselinePath: String? {
        configuration.baseline.map { Paths.absolute($0, base: configuration.directory) }
    }

    /// The path of an absolute path as this project shows it.
    func shown(_ absolute: String) -> String { Paths.display(absolute, cwd: cwd) }

    /// True when `absolute` lies inside the project's root.
    public func contains(_ absolute: String) -> Bool {
        absolute == root || absolute.hasPrefix(root == "/" ? "/" : root + "/")
    }

    func reposition() {
        position = Dictionary(uniqueKeysWithValues: scope.files.enumerated().map { ($0.element, $0.offset) })
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
        return ParallelMap.map(files, jobs: request.jobs) { path -> FileSummary in
            let shown = Paths.relativeWithParents(Paths.absolute(path, base: cwd), to: projectRoot)
            guard case .success(let bytes) = FileReader.read(path) else { return FileSummary(path: shown, types: [], typealiases: []) }
            return FileSummary(path: shown, file: Parser.parse(SourceText(bytes: bytes), readsBodies: false))
        }
    }

    /// The findings of sources held in memory (`init(sources:request:)`), in report order.
    public static func lint(sources: [(path: String, bytes: [UInt8])], request: LintRequest) throws(ConfigError) -> [Diagnostic] {
        try LintWorkspace(sources: sources, request: request).lintScope().diagnostics
    }
}

extension Array {
    /// The first index whose element satisfies `belongs` (which must be false, then true,
    /// along the array): a binary search.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if belongs(self[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
