/// How a workspace reads its project: discover the lint scope and the index scope with each
/// file's configuration, then read, lex and parse them through the cache.
extension LintWorkspace {
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
        _ = try RuleSelection.enabledRules(request)  // unknown rule ids stop the run before any work
        try RuleSelection.checkIncluded(config)

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
}
