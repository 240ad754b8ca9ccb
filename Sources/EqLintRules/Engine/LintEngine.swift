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
    public var enable: [String] = []
    public var disable: [String] = []
    public var only: [String] = []
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
    /// One id of one suppression comment (the comment is known by its byte range).
    private struct UnusedID: Hashable {
        let range: Range<UInt32>
        let id: String
    }


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

    /// What a run covers: the lint scope, the index scope (lint scope and project root, sorted,
    /// without what `excluded` names), each file's configuration slot and the rules of each.
    struct Scope {
        var files: [String]
        var slots: [Int]
        var lintSet: Set<String>
        var tree: ConfigurationTree
        var profiles: [RuleProfile]
        var roots: [String]
        var unreadableDirectories: [(String, String)]
        /// Repositories inside the lint paths' folders, absolute: not this project's.
        var nestedRepositories: [String] = []
        /// Lint paths that are files but not `.swift` ones, skipped.
        var skippedPaths: [String] = []
        /// The summaries of `LintRequest.summaries` by displayed path, for files outside the lint scope.
        var summarized: [String: FileSummary] = [:]
    }

    /// Discover: the run's files, as displayed from `cwd`.
    static func scope(_ request: LintRequest, cwd: String) throws(ConfigError) -> Scope {
        let config = request.configuration
        let projectRoot = request.projectRoot ?? config.directory
        _ = try enabledRules(request)  // unknown rule ids stop the run before any work
        try checkIncluded(config)

        // Discover: the lint scope, then the index scope (lint scope + project root).
        var lintPaths = request.paths
        if lintPaths.isEmpty && request.standardInput == nil {
            lintPaths = config.included.isEmpty ? ["."] : config.included.map { Paths.absolute($0, base: config.directory) }
        }
        var walks = FolderWalks(cwd: cwd)
        var lintFiles: [String] = []
        var unreadableDirectories: [(String, String)] = []
        var nestedRepositories: [String] = [], skippedPaths: [String] = []
        for path in lintPaths {
            let expansion = FileDiscovery.expand(path, jobs: request.jobs)
            guard expansion.exists else { throw ConfigError(file: nil, "no such file or directory: '\(path)'") }
            // A file named explicitly is linted only when it is Swift source (a hook or a glob
            // may pass anything); the caller says which were skipped.
            if !expansion.isDirectory && !path.hasSuffix(".swift") {
                skippedPaths.append(path)
                continue
            }
            lintFiles += walks.displayedFiles(expansion, path)
            unreadableDirectories += expansion.unreadable
            nestedRepositories += expansion.repositories.map { Paths.absolute($0, base: cwd) }
        }
        if let stdin = request.standardInput { lintFiles.append(Paths.display(stdin.path, cwd: cwd)) }
        let roots = config.included.isEmpty ? [projectRoot]
            : config.included.map { Paths.absolute($0, base: config.directory) }
        let (indexScope, summarized) = indexFiles(request, lintPaths: lintPaths, lintFiles: lintFiles, roots: roots,
                                                  walks: &walks, cwd: cwd)
        var files = indexScope
        // Each file's configuration: the nearest `.eqlint.yml` at or above its folder, up to the
        // project root. `excluded` (the root's and nested ones') applies to both scopes.
        let tree = ConfigurationTree(root: config, projectRoot: projectRoot, cwd: cwd)
        let (slots, excludedFiles) = try dropExcluded(&files, root: config, tree: tree, cwd: cwd)
        let lintSet = excludedFiles.isEmpty ? Set(lintFiles) : Set(lintFiles.filter { !excludedFiles.contains($0) })
        let profiles = try tree.configurations.map { nested throws(ConfigError) in
            try RuleProfile(request: request, configuration: nested)
        }
        Timing.mark("discover \(files.count) files")
        return Scope(files: files, slots: slots, lintSet: lintSet, tree: tree, profiles: profiles, roots: roots,
                     unreadableDirectories: unreadableDirectories, nestedRepositories: nestedRepositories,
                     skippedPaths: skippedPaths, summarized: summarized)
    }

    /// Each folder is walked once, even when it is both a lint path and the project root:
    /// the files of each walked folder, as displayed from `cwd`.
    struct FolderWalks {
        let cwd: String
        var walked: [String: [String]] = [:]

        mutating func displayedFiles(_ expansion: FileDiscovery.Expansion, _ path: String) -> [String] {
            let key = Paths.absolute(path, base: cwd)
            if let done = walked[key] { return done }
            let shown = expansion.files.map { Paths.display($0, cwd: cwd) }
            walked[key] = shown
            return shown
        }
    }

    /// The index scope, in report order: the lint scope and the project's other files (the
    /// roots' walks), or with `LintRequest.summaries` the lint scope and the summarized files,
    /// which come back by displayed path.
    static func indexFiles(_ request: LintRequest, lintPaths: [String], lintFiles: [String], roots: [String],
                           walks: inout FolderWalks, cwd: String) -> ([String], [String: FileSummary]) {
        let config = request.configuration
        let projectRoot = request.projectRoot ?? config.directory
        var files: [String]
        var summarized: [String: FileSummary] = [:]
        if let summaries = request.summaries {
            // A build system's action: the lint scope, and the summaries for the rest.
            let linted = Set(lintFiles)
            for var summary in summaries {
                summary.path = Paths.display(Paths.absolute(summary.path, base: projectRoot), cwd: cwd)
                if !linted.contains(summary.path) { summarized[summary.path] = summary }
            }
            files = Array(linted.union(summarized.keys)).sorted(by: Paths.precedes)
        } else if request.standardInput == nil, lintPaths.count == 1, roots.count == 1,
           Paths.absolute(lintPaths[0], base: cwd) == Paths.absolute(roots[0], base: cwd),
           FileDiscovery.isDirectory(roots[0]) {
            // The common case: the one lint path is the project root. Both scopes are the
            // root's walk, in order already.
            files = lintFiles
        } else {
            var indexSet = Set(lintFiles)
            for root in roots where FileDiscovery.isDirectory(root) || !config.included.isEmpty {
                indexSet.formUnion(walks.walked[Paths.absolute(root, base: cwd)] ?? walks.displayedFiles(FileDiscovery.expand(root, jobs: request.jobs), root))
            }
            // The project root is the lint path: the index scope is the root's walk, listed in
            // order already, and need not be sorted again.
            if roots.count == 1, let rootFiles = walks.walked[Paths.absolute(roots[0], base: cwd)],
               rootFiles.count == indexSet.count, rootFiles.allSatisfy(indexSet.contains),
               zip(rootFiles, rootFiles.dropFirst()).allSatisfy({ Paths.precedes($0, $1) }) {
                files = rootFiles
            } else {
                files = indexSet.sorted(by: Paths.precedes)
            }
        }
        return (files, summarized)
    }

    /// Drops from `files` those the root configuration or a nested one excludes, and gives
    /// each kept file's configuration slot in `tree`, and the excluded files.
    static func dropExcluded(_ files: inout [String], root config: Configuration, tree: ConfigurationTree, cwd: String)
        throws(ConfigError) -> (slots: [Int], excluded: Set<String>) {
        var excludedFiles: Set<String> = []
        // What the root configuration excludes goes first: a `.eqlint.yml` in an excluded
        // folder (a test workspace of its own, say) applies to no file and is never read.
        if config.excludesAnything {
            let kept = files.filter { !config.excludes(Paths.absolute($0, base: cwd)) }
            if kept.count != files.count {
                excludedFiles = Set(files).subtracting(kept)
                files = kept
            }
        }
        var slots = try tree.slots(for: files)
        if tree.configurations.contains(where: \.excludesAnything) {
            var kept: [String] = [], keptSlots: [Int] = []
            for (path, slot) in zip(files, slots) {
                if tree.configurations[slot].excludes(Paths.absolute(path, base: cwd)) {
                    excludedFiles.insert(path)
                } else {
                    kept.append(path)
                    keptSlots.append(slot)
                }
            }
            files = kept
            slots = keptSlots
        }
        return (slots, excludedFiles)
    }


    /// Read, lex, parse the scope's files (recording the cache).
    static func load(_ scope: Scope, request: LintRequest, cwd: String) -> [LoadedFile] {
        let config = request.configuration
        let (files, lintSet, roots) = (scope.files, scope.lintSet, scope.roots)
        let stdinPath = request.standardInput.map { Paths.display($0.path, cwd: cwd) }
        let stdinBytes = request.standardInput?.bytes
        // Read, lex, parse. Files outside the lint scope only feed the index: their facts
        // come from the cache while they are unchanged.
        let cache = request.summaries != nil ? nil : request.cacheDirectory.map {
            SummaryCache(directory: $0, key: roots.joined(separator: "\n") + "\n" + (config.file ?? "") + "\n" + cwd)
        }
        // Lint-scope files keep their parse between the passes, compacted (tokens, bracket
        // partners and comments in storage of their exact size), up to a budget of
        // source bytes; past it a file keeps its bytes and facts and is parsed again when its
        // rules run. Which files are kept is decided as they are read: the outcome is the
        // same either way, only memory and time differ.
        let keptBudget = Locked(request.keptParseBudget)
        let summarized = scope.summarized
        let loaded = ParallelMap.map(files, jobs: request.jobs) { path -> LoadedFile in
            if let summary = summarized[path] {
                return LoadedFile(path: path, file: nil, failure: nil, summary: summary, fromSummaryFile: true)
            }
            if path == stdinPath, let stdinBytes {
                return LoadedFile(path: path, file: Parser.parse(SourceText(bytes: stdinBytes)), failure: nil)
            }
            let stamp = cache == nil ? nil : SummaryCache.stamp(path)
            if !lintSet.contains(path), let cache, let stamp, let summary = cache.summary(for: path, stamp: stamp) {
                return LoadedFile(path: path, file: nil, failure: nil, summary: summary, stamp: stamp, fromCache: true)
            }
            switch FileReader.read(path) {
            case .failure(let failure): return LoadedFile(path: path, file: nil, failure: failure.message)
            case .success(let bytes):
                let hash = cache == nil ? nil : SummaryCache.contentHash(bytes)
                if !lintSet.contains(path), let cache, let stamp, let hash, let summary = cache.summary(for: path, contentHash: hash) {
                    return LoadedFile(path: path, file: nil, failure: nil, summary: summary, stamp: stamp,
                                      contentHash: hash, fromCache: true, restamped: true)
                }
                // What `body` reads is left for later: a kept file's is read only if a rule
                // asks (few do) or the cache needs the file's summary.
                var parsed = Parser.parse(SourceText(bytes: bytes), readsBodies: false)
                if lintSet.contains(path) {
                    let keep = keptBudget.withLock { left -> Bool in
                        guard left >= bytes.count else { return false }
                        left -= bytes.count
                        return true
                    }
                    if keep {
                        if let cache, let hash, !cache.knows(path, contentHash: hash) { MemberUsesReader.fillBodyReads(&parsed) }
                        parsed.lexed.compactForLater()
                        return LoadedFile(path: path, file: parsed, failure: nil, stamp: stamp, contentHash: hash)
                    }
                    MemberUsesReader.fillBodyReads(&parsed)
                    return LoadedFile(path: path, file: nil, failure: nil, summary: FileSummary(path: path, file: parsed),
                                      stamp: stamp, contentHash: hash, bytes: bytes)
                }
                // Index-only: keep the facts, let the tokens go.
                MemberUsesReader.fillBodyReads(&parsed)
                return LoadedFile(path: path, file: nil, failure: nil, summary: FileSummary(path: path, file: parsed),
                                  stamp: stamp, contentHash: hash)
            }
        }
        if let cache {
            cache.record(loaded.map { item -> (String, SummaryCache.Outcome) in
                if item.fromCache { return (item.path, item.restamped ? .reusedForContent(item.stamp!) : .reused) }
                guard let stamp = item.stamp, let hash = item.contentHash else { return (item.path, .none) }
                // Unchanged bytes keep their cached summary: none is made for them.
                if let unchanged = cache.unchanged(item.path, contentHash: hash, stamp: stamp) { return (item.path, unchanged) }
                guard let summary = item.summary ?? item.file.map({ FileSummary(path: item.path, file: $0) }) else {
                    return (item.path, .none)
                }
                return (item.path, .parsed(stamp, hash, summary))
            })
            cache.save(jobs: request.jobs)
        }
        return loaded
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

    /// Index → rules → suppress, over files already read and parsed (sorted by path). Each
    /// file is linted under `profiles[slots[i]]`, its configuration's rules.
    static func analyze(_ loaded: [LoadedFile], lintScope lintSet: Set<String>, request: LintRequest,
                        profiles: [RuleProfile], slots: [Int], indexSettings: IndexSettings,
                        sourcesOfFixes: Locked<[String: [UInt8]]>? = nil) -> [Diagnostic] {
        // Index.
        let summaries = ParallelMap.map(Array(loaded.indices), jobs: request.jobs) { i in
            loaded[i].summary ?? loaded[i].file.map { FileSummary(keeping: $0, path: loaded[i].path) }
                ?? FileSummary(path: loaded[i].path, types: [], typealiases: [])
        }
        let index = ProjectIndex(files: summaries, settings: indexSettings, jobs: request.jobs)
        if request.leaksAtExit { ExitKeepAlive.keep(index) }
        Timing.mark("index")
        let work = loaded.indices.filter { lintSet.contains(loaded[$0].path) }
        // Answered up front only when the lint scope is a good part of the index: a target
        // linted against large summaries (docs/bazel.md), or a hook's few files of a large
        // project, asks about few of the index's types.
        if work.count > request.preparedIndexAbove && work.count * 4 >= loaded.count {
            index.prepare(jobs: request.jobs)
            Timing.mark("index answers (\(index.typeCount) types)")
        }

        // Rules and suppression, per lint-scope file. The constructions the conditions of some
        // findings and fixes ask about are read in the same walk (`StaleCaptureCheck`): where
        // the project uses the macro, those of views a fix may mark, as if marked; and those of
        // representables, for what they pass the closures they may keep.
        let ids = Set(Registry.ids)
        var wanted: Set<ClosureArgument.Kind> = []
        if request.computesFixes && index.usesEquatableMacro { wanted.insert(.ignoredUnderFix) }
        if profiles.contains(where: { $0.enabled.contains(RepresentableStaleClosure.meta.id) }) { wanted.insert(.handedOver) }
        let conditions = wanted
        let staleUnderFixes = Locked<Set<String>>([]), capturingHandOvers = Locked<Set<String>>([])
        var perFile = ParallelMap.map(work, jobs: request.jobs) { i -> [Diagnostic] in
            let profile = profiles[slots[i]]
            // The loaded file is read in place (a copy retains all it holds). A file past the
            // kept budget is parsed again for its rules: the index already holds what `==` and
            // `body` read.
            guard let file = loaded[i].file
                    ?? loaded[i].bytes.map({ Parser.parse(SourceText(bytes: $0), readsMemberUses: false) }) else {
                let item = loaded[i]
                guard item.summary == nil else { return [] }
                guard profile.enabled.contains(InvalidSource.meta.id) else { return [] }
                return [InvalidSource.wholeFile(path: item.path, message: item.failure ?? "cannot read file",
                                                severity: severity(InvalidSource.meta.id, profile.configuration))]
            }
            let result = findings(file, at: i, index: index, rules: profile.rules, ruleIDs: profile.ruleIDs,
                                  enabled: profile.enabled, knownIDs: ids, config: profile.configuration,
                                  conditions: conditions, wantsFixes: request.computesFixes)
            if !result.staleUnderFixes.isEmpty { staleUnderFixes.withLock { $0.formUnion(result.staleUnderFixes) } }
            if !result.capturingHandOvers.isEmpty { capturingHandOvers.withLock { $0.formUnion(result.capturingHandOvers) } }
            let found = result.diagnostics
            if let sourcesOfFixes, found.contains(where: { $0.fix != nil }) {
                sourcesOfFixes.withLock { $0[loaded[i].path] = file.source.bytes }
            }
            return found
        }
        // Fixes that mark closures stand only if no call site would then pass stale values;
        // findings about kept closures only if some call site passes one capturing changing state.
        if perFile.contains(where: { $0.contains(where: StaleCaptureCheck.isConditional) }) {
            let linted = Set(work)
            StaleCaptureCheck.settle(&perFile, fileOf: work, staleInScope: staleUnderFixes.withLock { $0 },
                                     capturingInScope: capturingHandOvers.withLock { $0 }, index: index,
                                     isLinted: { linted.contains($0) }, configuration: request.configuration,
                                     jobs: request.jobs) { i in
                if let file = loaded[i].file { return .parsed(file) }
                if let bytes = loaded[i].bytes { return .bytes(bytes) }
                // A summarized file's constructions are not seen (docs/bazel.md).
                if loaded[i].fromSummaryFile { return nil }
                if case .success(let bytes) = FileReader.read(loaded[i].path) { return .bytes(bytes) }
                return nil
            }
        }
        let diagnostics = inReportOrder(perFile)
        Timing.mark("rules")
        return diagnostics
    }

    /// Every file's findings in one list, in report order. Each file's findings are sorted on
    /// its worker; files come in path order, so the whole list is sorted already unless the
    /// caller's files were not in order.
    static func inReportOrder(_ perFile: [[Diagnostic]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(perFile.reduce(0) { $0 + $1.count })
        var inOrder = true
        for findings in perFile where !findings.isEmpty {
            if let last = diagnostics.last, Diagnostic.reportOrder(findings[0], last) { inOrder = false }
            diagnostics.append(contentsOf: findings)
        }
        if !inOrder { diagnostics.sort(by: Diagnostic.reportOrder) }
        return diagnostics
    }

    /// What one file's lint found: its findings, and what its constructions pass (when asked
    /// for, `RuleContext.conditionKinds`): the `View.property` symbols whose closures would be
    /// stale once a fix marks them ignored (suppressed like the finding it would be), and those
    /// of representables' closures passed a closure capturing a value that can change.
    struct FileFindings {
        var diagnostics: [Diagnostic]
        var staleUnderFixes: [String] = []
        var capturingHandOvers: [String] = []
    }

    /// One file: every rule (`invalid_source` among them), suppression comments, severities, positions.
    /// `ruleIDs`: each rule's id and severity, in the order of `rules`.
    static func lint(_ file: ParsedFile, at fileIndex: Int, index: ProjectIndex, rules: [any Rule],
                     ruleIDs: [(String, Severity)], enabled: Set<String>, knownIDs: Set<String>,
                     config: Configuration) -> [Diagnostic] {
        findings(file, at: fileIndex, index: index, rules: rules, ruleIDs: ruleIDs, enabled: enabled,
                 knownIDs: knownIDs, config: config).diagnostics
    }

    /// `lint`, with what the file's constructions pass for `conditions`.
    static func findings(_ file: ParsedFile, at fileIndex: Int, index: ProjectIndex, rules: [any Rule],
                         ruleIDs: [(String, Severity)], enabled: Set<String>, knownIDs: Set<String>,
                         config: Configuration, conditions: Set<ClosureArgument.Kind> = [],
                         wantsFixes: Bool = true) -> FileFindings {
        var ctx = RuleContext(file: file, index: index, fileIndex: fileIndex)
        ctx.conditionKinds = conditions
        ctx.wantsFixes = wantsFixes
        for (rule, id) in zip(rules, ruleIDs) {
            ctx.currentRule = id
            rule.check(&ctx)
        }
        let conditionArguments = conditions.isEmpty ? [] : ctx.closureArguments(conditions)
        var suppressions = Suppressions.read(file.lexed.comments, source: file.source, knownIDs: knownIDs)
        if enabled.contains("invalid_suppression") {
            ctx.currentRule = (InvalidSuppression.meta.id, InvalidSuppression.meta.severity)
            for problem in suppressions.problems {
                ctx.report(Message(problem.message), at: problem.range, symbol: "", fix: problem.fix)
            }
        }
        // Positions and severities filled in place, suppressed findings dropped, the rest sorted
        // (a copy of a diagnostic would retain its five strings).
        var out = ctx.diagnostics
        ctx.diagnostics = []
        let lines = file.source.lines
        var kept = 0
        var k = 0
        var checkedUnused = false
        while true {
            if k == out.count {
                // docs/rules.md, `unused_suppression`: once every finding has had its say, the
                // comments (and ids in them) that suppressed none, for rules that run.
                guard !checkedUnused else { break }
                checkedUnused = true
                guard enabled.contains(UnusedSuppression.meta.id) else { break }
                appendUnusedSuppressions(suppressions, enabled: enabled, path: index.files[fileIndex].path,
                                         source: file.source, to: &out)
                if k == out.count { break }
            }
            defer { k += 1 }
            let range = out[k].range
            let start = lines.scalarLocation(of: range.lowerBound, in: file.source.bytes)
            if suppressions.suppress(out[k].ruleID, line: start.line) { continue }
            let end = lines.scalarLocation(of: max(range.upperBound, range.lowerBound), in: file.source.bytes)
            out[k].line = start.line; out[k].column = start.column
            out[k].endLine = end.line; out[k].endColumn = end.column
            out[k].severity = severity(out[k].ruleID, config)
            out.swapAt(kept, k)
            kept += 1
        }
        out.removeSubrange(kept...)
        if out.contains(where: { $0.fix != nil }) { placeFixes(&out, in: file, suppressions: suppressions) }
        out.sort(by: Diagnostic.reportOrder)
        var result = FileFindings(diagnostics: out)
        for argument in conditionArguments {
            switch argument.kind {
            case .ignoredUnderFix:
                // Suppressed like the finding it would be; never marks a comment used.
                let at = ctx.tokens.tokens[argument.captures[0].token].start
                let line = lines.scalarLocation(of: at, in: file.source.bytes).line
                if !suppressions.isSuppressed(ClosureCapturesState.meta.id, line: line) { result.staleUnderFixes.append(argument.symbol) }
            case .handedOver:
                result.capturingHandOvers.append(argument.symbol)
            case .ignored:
                break
            }
        }
        return result
    }

    /// docs/rules.md, `unused_suppression`: once every finding has had its say, a finding for
    /// each comment (and id in one) that suppressed none, for rules that run.
    static func appendUnusedSuppressions(_ suppressions: Suppressions, enabled: Set<String>, path: String,
                                         source: SourceText, to out: inout [Diagnostic]) {
        let unused = suppressions.directives.filter { !$0.used && ($0.id == "all" || enabled.contains($0.id)) }
        // The whole comment goes when none of its ids is left (docs/rules.md,
        // `unused_suppression`): the comments with an id still in use.
        let unusedIDs = Set(unused.map { UnusedID(range: $0.range, id: $0.id) })
        let keptComments = Set(suppressions.directives.lazy
            .filter { !unusedIDs.contains(UnusedID(range: $0.range, id: $0.id)) }.map(\.range))
        for d in unused {
            let whole = !keptComments.contains(d.range)
            out.append(Diagnostic(ruleID: UnusedSuppression.meta.id, severity: UnusedSuppression.meta.severity,
                                  path: path, range: d.range,
                                  message: "'eqlint:\(d.command) \(d.id)' suppresses no finding here; remove it",
                                  symbol: "", fix: SuppressionFixes.remove(d.id, at: d.idRange, among: d.idRanges, in: d.range,
                                                                         wholeComment: whole, source)))
        }
    }

    /// The positions of the fixes' edits filled in. docs/architecture.md, "Adding a fix": no
    /// edit in a file that is not valid Swift, none on a line where the finding's rule is
    /// suppressed; such a fix is dropped.
    static func placeFixes(_ out: inout [Diagnostic], in file: ParsedFile, suppressions: Suppressions) {
        let lines = file.source.lines
        let invalid = InvalidSource.firstProblem(file) != nil
        for k in out.indices {
            guard let fix = out[k].fix else { continue }
            if invalid || fix.edits.contains(where: { edit in
                let first = lines.scalarLocation(of: edit.range.lowerBound, in: file.source.bytes).line
                let last = lines.scalarLocation(of: edit.range.upperBound, in: file.source.bytes).line
                return (first...max(first, last)).contains { suppressions.isSuppressed(out[k].ruleID, line: $0) }
            }) {
                out[k].fix = nil
                continue
            }
            for e in fix.edits.indices {
                let range = fix.edits[e].range
                let start = lines.scalarLocation(of: range.lowerBound, in: file.source.bytes)
                let end = lines.scalarLocation(of: range.upperBound, in: file.source.bytes)
                out[k].fix?.edits[e].line = start.line; out[k].fix?.edits[e].column = start.column
                out[k].fix?.edits[e].endLine = end.line; out[k].fix?.edits[e].endColumn = end.column
            }
        }
    }

    static func severity(_ id: String, _ config: Configuration) -> Severity {
        config.rules[id]?.severity ?? Registry.defaultSeverity(id) ?? .warning
    }

    /// Whether rule `id` runs under `config` (the request's root configuration by default),
    /// after the command line's `--only`, `--disable` and `--enable`.
    static func ruleIsOn(_ id: String, _ request: LintRequest, config: Configuration? = nil) -> Bool {
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
            throw ConfigError(file: nil, Configuration.unknownRule(id))
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
