/// The editor's side of the workspace: documents opened, changed and closed, files changed on
/// disk, and the findings of an open document from its unsaved text.
extension LintWorkspace {
    /// The generation of what the findings of `absolute` depend on: `generation`, and the edits
    /// of call sites elsewhere that its findings' conditions read. A front re-lints an open
    /// document when this moved since its last lint.
    public func generation(of absolute: String) -> Int { generation + (bodyGenerations[shown(absolute)] ?? 0) }

    /// The baseline's file changed on the disk: it is read again (a file that can no longer be
    /// read leaves nothing baselined), and every open document is linted again.
    public func reloadBaseline() {
        guard let path = baselinePath else { return }
        baseline = try? Baseline.load(path)
        generation += 1
    }

    func rebuild() {
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: 1)
        generation += 1
    }

    // MARK: Files changing

    /// The file at `path` (shown form) now has these facts: the index is kept when the shape
    /// is the one indexed, else rebuilt. Returns the file's slot, or nil when the project's
    /// configuration excludes the file.
    @discardableResult
    func update(_ path: String, _ summary: FileSummary) -> Int? {
        let shape = SummaryCoding.shape(of: summary)
        if let i = position[path] {
            if shapes[i] == nil { shapes[i] = SummaryCoding.shape(of: summaries[i]) }
            let old = summaries[i]
            summaries[i] = summary
            let noAliases = { (s: FileSummary) in s.typealiases.isEmpty && s.types.allSatisfy(\.typealiases.isEmpty) }
            if shapes[i] == shape && noAliases(summary) {
                // An edit inside a body: nothing another file sees has changed, but the findings
                // whose conditions read this file's constructions may.
                index.replaceSummary(at: i, with: summary)
                noteCallSitesEdited(path, old: old, new: summary)
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
        guard inIndexScope(path), let slot = newSlot(path) else { return nil }
        let at = scope.files.partitioningIndex { Paths.precedes(path, $0) }
        scope.files.insert(path, at: at)
        scope.slots.insert(slot, at: at)
        summaries.insert(summary, at: at)
        shapes.insert(shape, at: at)
        reposition()
        rebuild()
        return at
    }

    /// After an edit inside a body of `path` (its facts `old`, now `new`), what other files find
    /// may still change through what it constructs: the findings whose conditions read
    /// constructions of a view it constructs (those files are linted again), and, when it starts
    /// or stops constructing a name that test code constructs (or it is test code), which types
    /// only tests construct (`equatable_unmarked_closure` leaves those out): every file then.
    func noteCallSitesEdited(_ path: String, old: FileSummary, new: FileSummary) {
        for (other, views) in conditionViews where other != path
            && views.contains(where: { old.mayConstruct($0) || new.mayConstruct($0) }) {
            bodyGenerations[other, default: 0] += 1
        }
        let before = old.constructedNames, after = new.constructedNames
        guard before != after else { return }
        let changed = Set(before).symmetricDifference(after)
        if Paths.isTestCode(new.path) || changed.contains(where: { index.isConstructedInTests(hash: $0) }) {
            generation += 1
        }
    }

    /// True when `path` (shown form) is in the index scope: under one of the configured
    /// `included` paths, else under the project root.
    func inIndexScope(_ path: String) -> Bool {
        let absolute = Paths.absolute(path, base: "")
        return scope.roots.contains { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// The configuration slot of a file new to the project; nil when the configuration cannot
    /// be read or excludes the file. A configuration that cannot be read makes the project
    /// unreadable when the file is one it `indexes` (else only that file goes unlinted).
    func newSlot(_ path: String, indexes: Bool = true) -> Int? {
        do throws(ConfigError) {
            guard let slot = try scope.tree.slots(for: [path]).first,
                  !scope.tree.configurations[slot].excludes(Paths.absolute(path, base: "")) else { return nil }
            // A folder first seen now may bring a nested configuration: its rules too (the
            // index settings it adds are read when the index is next built).
            while scope.profiles.count < scope.tree.configurations.count {
                scope.profiles.append(try RuleProfile(request: request, configuration: scope.tree.configurations[scope.profiles.count]))
            }
            return slot
        } catch {
            if indexes { configurationError = error }
            return nil
        }
    }

    /// A file is gone from the disk (and is not open).
    func remove(_ path: String) {
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

    /// The editor's text `bytes` of `absolute`, a file of another workspace nested below this
    /// one's root that this one indexes too: it stands in for the disk's here as well.
    public func overlay(_ absolute: String, _ bytes: [UInt8]) {
        let path = shown(absolute)
        guard overlays[path] != bytes else { return }
        overlays[path] = bytes
        update(path, FileSummary(path: path, file: Parser.parse(SourceText(bytes: bytes))))
    }

    /// The overlay of `absolute` is gone (the editor closed the document): the disk's text
    /// counts again.
    public func removeOverlay(_ absolute: String) {
        overlays[shown(absolute)] = nil
        // Closed: no front asks what its findings depend on until it is linted again.
        conditionViews[shown(absolute)] = nil
        diskChanged(absolute)
    }

    // MARK: Linting

    /// The findings and fixes of the file at `absolute` with the editor's text `bytes`, which
    /// from now on stands in for the disk's (an overlay, until `removeOverlay`).
    public func findings(of absolute: String, text bytes: [UInt8]) -> [Diagnostic] {
        let path = shown(absolute)
        let file = Parser.parse(SourceText(bytes: bytes))
        if position[path] == nil && !inIndexScope(path) {
            // Outside the index scope (the configured `included`): linted beside the index's
            // files as `eqlint lint --stdin-path` lints it, its declarations seen by no other file.
            overlays[path] = bytes
            guard let slot = newSlot(path, indexes: false) else { return [] }
            let at = scope.files.partitioningIndex { Paths.precedes(path, $0) }
            var files = scope.files, summaries = self.summaries
            files.insert(path, at: at)
            summaries.insert(FileSummary(path: path, file: file), at: at)
            let index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: 1)
            return findings(path, file, at: at, index: index, profile: scope.profiles[slot], files: files)
        }
        let i: Int
        if overlays[path] == bytes, let indexed = position[path] {
            // The same text again (another file changed the index): the index holds it as it
            // is. Updating would rebuild a file with typealiases and bump the generation, and
            // two such open documents would re-lint each other for ever.
            i = indexed
        } else {
            overlays[path] = bytes
            guard let slot = update(path, FileSummary(path: path, file: file)) else { return [] }
            i = slot
        }
        return findings(path, file, at: i, index: index, profile: scope.profiles[scope.slots[i]], files: scope.files)
    }

    /// The findings of `file`, file `i` of `index` (whose files are `files`), with the
    /// conditions of the stale-capture check settled and the baseline applied.
    func findings(_ path: String, _ file: ParsedFile, at i: Int, index: ProjectIndex, profile: RuleProfile,
                          files: [String]) -> [Diagnostic] {
        var found = FileLinter(index: index).lint(file, at: i, profile: profile).diagnostics
        let relative = Paths.relative(Paths.absolute(path, base: ""), to: root) ?? path
        for k in found.indices { found[k].projectPath = relative }
        let views = StaleCaptureCheck.prepare(&found, bytes: file.source.bytes)
        conditionViews[path] = views.isEmpty ? nil : views
        if !views.isEmpty {
            var lists = [found]
            // Another file is read as the index holds it: the editor's text when there is one.
            let open = overlays
            StaleCaptureCheck.settle(&lists, views: Set(views), fileOf: [i], staleInScope: [], capturingInScope: [], index: index,
                                     isLinted: { _ in false }, configuration: profile.configuration, jobs: 1) { j in
                if j == i { return .parsed(file) }
                if let unsaved = open[files[j]] { return .bytes(unsaved) }
                if case .success(let disk) = FileReader.read(files[j]) { return .bytes(disk) }
                return nil
            }
            found = lists[0]
        }
        if let baseline { found = baseline.filter(found) }
        return found
    }
}
