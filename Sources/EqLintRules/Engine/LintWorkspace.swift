/// The engine's API for a front that keeps a project between runs (the language server; the
/// command line's one-shot runs go through `LintEngine.run`): one project held in memory (found
/// as README, "Use" says), its configuration, the index facts of every file, the index over
/// them, and the editor's unsaved texts (overlays), which stand in for the disk everywhere:
/// in the index, and wherever a check reads another file's text. The files are read once,
/// through the cache, when the workspace is made; after that only the files that change are
/// parsed again. `findings` answers with everything done once, here: rules, suppressions,
/// the stale-capture check of the fixes, the configured baseline, project paths.
///
/// Paths are absolute (the engine runs with no current folder), whatever folder the front
/// started in.
public final class LintWorkspace {
    public let root: String
    let configuration: Configuration
    private var scope: LintEngine.Scope
    private var summaries: [FileSummary]
    /// The shape (`SummaryCoding.shape`) each file was indexed with, once it was needed.
    private var shapes: [[UInt8]?]
    private var position: [String: Int] = [:]
    private var baseline: Baseline?
    private(set) var index: ProjectIndex
    /// Bumped whenever what other files may find changed: a front re-lints its other open
    /// documents when the generation they were linted at is older.
    public private(set) var generation = 0
    /// The editor's texts of files, standing in for the disk's.
    private var overlays: [String: [UInt8]] = [:]

    /// Loads the project at `root`, its unchanged files' facts from the index cache. Throws
    /// for a configuration that cannot be read.
    public convenience init(root: String, jobs: Int) throws(ConfigError) {
        try self.init(root: root, jobs: jobs, cacheDirectory: SummaryCache.defaultDirectory)
    }

    /// `init(root:jobs:)` with the cache in `cacheDirectory` (nil: none).
    init(root: String, jobs: Int, cacheDirectory: String?) throws(ConfigError) {
        self.root = root
        let configuration = try ProjectPlan.configuration(root: root, explicit: nil, cwd: "")
        self.configuration = configuration
        var request = LintRequest(configuration: configuration)
        request.projectRoot = root
        request.jobs = jobs
        request.cacheDirectory = cacheDirectory
        try LintEngine.checkIncluded(configuration)
        request.paths = configuration.included.isEmpty ? [root]
            : configuration.included.map { Paths.absolute($0, base: configuration.directory) }
        scope = try LintEngine.scope(request, cwd: "")
        // Every file feeds the index only: its facts, from the cache while it is unchanged.
        scope.lintSet = []
        let loaded = LintEngine.load(scope, request: request, cwd: "")
        summaries = loaded.map { item in
            item.summary ?? item.file.map { FileSummary(path: item.path, file: $0) }
                ?? FileSummary(path: item.path, types: [], typealiases: [])
        }
        shapes = Array(repeating: nil, count: summaries.count)
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: jobs)
        if let recorded = configuration.baseline {
            baseline = try Baseline.load(Paths.absolute(recorded, base: configuration.directory))
        }
        reposition()
    }

    public var fileCount: Int { summaries.count }

    /// The path of an absolute path as this project shows it.
    func shown(_ absolute: String) -> String { Paths.display(absolute, cwd: "") }

    /// True when `absolute` lies inside the project's root.
    public func contains(_ absolute: String) -> Bool {
        absolute == root || absolute.hasPrefix(root == "/" ? "/" : root + "/")
    }

    private func reposition() {
        position = Dictionary(uniqueKeysWithValues: scope.files.enumerated().map { ($0.element, $0.offset) })
    }

    private func rebuild() {
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: 1)
        generation += 1
    }

    // MARK: Files changing

    /// The file at `path` (shown form) now has these facts: the index is kept when the shape
    /// is the one indexed, else rebuilt. Returns the file's slot, or nil when the project's
    /// configuration excludes the file.
    @discardableResult
    private func update(_ path: String, _ summary: FileSummary) -> Int? {
        let shape = SummaryCoding.shape(of: summary)
        if let i = position[path] {
            if shapes[i] == nil { shapes[i] = SummaryCoding.shape(of: summaries[i]) }
            let old = summaries[i]
            summaries[i] = summary
            let noAliases = { (s: FileSummary) in s.typealiases.isEmpty && s.types.allSatisfy(\.typealiases.isEmpty) }
            if shapes[i] == shape && noAliases(summary) {
                // An edit inside a body: nothing another file sees has changed.
                index.replaceSummary(at: i, with: summary)
            } else if noAliases(summary) && noAliases(old) && SummaryCoding.skeleton(of: old) == SummaryCoding.skeleton(of: summary) {
                // Members or conformances changed, the declared names did not: the name tables
                // stand, the answers are worked out again, and other files may find otherwise.
                shapes[i] = shape
                index.replaceSummary(at: i, with: summary)
                generation += 1
            } else {
                shapes[i] = shape
                rebuild()
            }
            return i
        }
        // A file new to the project: in path order, with its configuration's slot.
        guard let slot = try? scope.tree.slots(for: [path]).first,
              !scope.tree.configurations[slot].excludes(Paths.absolute(path, base: "")) else { return nil }
        let at = scope.files.partitioningIndex { Paths.precedes(path, $0) }
        scope.files.insert(path, at: at)
        scope.slots.insert(slot, at: at)
        summaries.insert(summary, at: at)
        shapes.insert(shape, at: at)
        reposition()
        rebuild()
        return at
    }

    /// A file is gone from the disk (and is not open).
    private func remove(_ path: String) {
        guard let i = position[path] else { return }
        scope.files.remove(at: i)
        scope.slots.remove(at: i)
        summaries.remove(at: i)
        shapes.remove(at: i)
        reposition()
        rebuild()
    }

    /// Reads `absolute` from the disk again: changed, created or deleted there. An overlay
    /// wins over the disk.
    public func diskChanged(_ absolute: String) {
        let path = shown(absolute)
        guard overlays[path] == nil else { return }
        let absolute = Paths.absolute(path, base: "")
        guard FileDiscovery.isRegularFile(absolute), case .success(let bytes) = FileReader.read(absolute) else {
            remove(path)
            return
        }
        update(path, FileSummary(path: path, file: Parser.parse(SourceText(bytes: bytes))))
    }

    /// The overlay of `absolute` is gone (the editor closed the document): the disk's text
    /// counts again.
    public func removeOverlay(_ absolute: String) {
        overlays[shown(absolute)] = nil
        diskChanged(absolute)
    }

    // MARK: Linting

    /// The findings and fixes of the file at `absolute` with the editor's text `bytes`, which
    /// from now on stands in for the disk's (an overlay, until `removeOverlay`).
    public func findings(of absolute: String, text bytes: [UInt8]) -> [Diagnostic] {
        let path = shown(absolute)
        overlays[path] = bytes
        let file = Parser.parse(SourceText(bytes: bytes))
        guard let i = update(path, FileSummary(path: path, file: file)) else { return [] }
        let profile = scope.profiles[scope.slots[i]]
        var found = LintEngine.lint(file, at: i, index: index, rules: profile.rules, ruleIDs: profile.ruleIDs,
                                    enabled: profile.enabled, knownIDs: Set(Registry.ids), config: profile.configuration)
        let relative = Paths.relative(Paths.absolute(path, base: ""), to: root) ?? path
        for k in found.indices { found[k].projectPath = relative }
        if found.contains(where: StaleCaptureCheck.isConditional) {
            var lists = [found]
            let files = scope.files, overlays = overlays
            StaleCaptureCheck.settle(&lists, fileOf: [i], staleInScope: [], capturingInScope: [], index: index, isLinted: { _ in false },
                                     configuration: profile.configuration, jobs: 1) { j in
                if j == i { return .parsed(file) }
                // Another file is read as the index holds it: the editor's text when there is one.
                if let overlay = overlays[files[j]] { return .bytes(overlay) }
                if case .success(let disk) = FileReader.read(files[j]) { return .bytes(disk) }
                return nil
            }
            found = lists[0]
        }
        if let baseline { found = baseline.filter(found) }
        return found
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
