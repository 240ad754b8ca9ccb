/// The editor's side of the workspace (docs/architecture.md, "Recorded reads"): the events a
/// long-running front applies (a document's text set or closed, a file changed on disk, the
/// baseline rewritten), the findings of an open document from its unsaved text, and which open
/// documents an event may have changed: those whose recorded reads (`ReadRecord`) it touched.
extension LintWorkspace {
    // MARK: Events

    /// The editor's text `bytes` of `absolute` (a document opened or changed, here or in a
    /// project nested below this one's root that this one indexes too): from now on it stands
    /// in for the disk's everywhere, until `closeText`.
    public func setText(_ absolute: String, _ bytes: [UInt8]) {
        let path = shown(absolute)
        guard overlays[path] != bytes else { return }
        overlays[path] = bytes
        if records[path] != nil { dirty.insert(path) }
        if position[path] == nil && !inIndexScope(path) { return }
        update(path, FileSummary(path: path, file: Parser.parse(SourceText(bytes: bytes))))
    }

    /// The editor closed `absolute`: the disk's text counts again, and nothing it read matters
    /// any more.
    public func closeText(_ absolute: String) {
        let path = shown(absolute)
        overlays[path] = nil
        records[path] = nil
        dirty.remove(path)
        diskChanged(absolute)
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

    /// The baseline's file changed on the disk: it is read again (a file that can no longer be
    /// read leaves nothing baselined). Every document's findings read it.
    public func reloadBaseline() {
        guard let path = baselinePath else { return }
        baseline = try? Baseline.load(path)
        changed(.all)
    }

    /// The open documents (absolute paths) linted here whose findings an event since their
    /// last lint may have changed, in path order.
    public var documentsToRelint: [String] {
        dirty.sorted(by: Paths.precedes).map { Paths.absolute($0, base: "") }
    }

    // MARK: The index, kept up to date

    /// Every linted document whose record `change` touches must be linted again.
    func changed(_ change: ReadRecord.Change) {
        guard !change.isEmpty else { return }
        for (path, record) in records where change.touches(record) { dirty.insert(path) }
    }

    /// The file at `path` (shown form) now has these facts: the index is kept when the shape
    /// is the one indexed (only the answers are worked out again when members changed), else
    /// made anew; what changed for the other files is noted (`changed`). Returns the file's
    /// slot, or nil when the project's configuration excludes the file.
    @discardableResult
    func update(_ path: String, _ summary: FileSummary) -> Int? {
        let shape = SummaryCoding.shape(of: summary)
        if let i = position[path] {
            if shapes[i] == nil { shapes[i] = SummaryCoding.shape(of: summaries[i]) }
            let old = summaries[i]
            summaries[i] = summary
            let noAliases = { (s: FileSummary) in s.typealiases.isEmpty && s.types.allSatisfy(\.typealiases.isEmpty) }
            let oldUses = old.uses, newUses = summary.uses
            var change = Self.bodyChange(old: old, new: summary, uses: (oldUses, newUses))
            if shapes[i] == shape && noAliases(summary) {
                index.replaceSummary(at: i, with: summary, bodyEdit: (oldUses, newUses))
            } else {
                let dependents = Self.declarationChange(old: old, new: summary)
                if noAliases(summary) && noAliases(old) && SummaryCoding.skeleton(of: old) == SummaryCoding.skeleton(of: summary) {
                    index.replaceSummary(at: i, with: summary)
                } else {
                    rebuildIndex()
                }
                shapes[i] = shape
                change.formUnion(dependentsChange(dependents, macroBefore: old, after: summary))
            }
            changed(change)
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
        rebuildIndex()
        var change = Self.bodyChange(old: FileSummary(path: path, types: [], typealiases: []), new: summary)
        change.formUnion(dependentsChange(Self.declarationChange(old: nil, new: summary), macroBefore: nil, after: summary))
        changed(change)
        return at
    }

    func rebuildIndex() {
        index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: 1)
    }

    /// What any new version of a file may change for the others without touching a
    /// declaration: the constructions of the views it constructs (before or after), which
    /// names test code constructs, and the uses it makes (`UseFacts`), each kind compared.
    static func bodyChange(old: FileSummary, new: FileSummary, uses: (UseFacts, UseFacts)? = nil) -> ReadRecord.Change {
        var change = ReadRecord.Change()
        let before = old.constructedNames, after = new.constructedNames
        change.constructions = Set(before).union(after)
        if Paths.isTestCode(new.path) {
            change.testConstructions = change.constructions
        } else if before != after {
            change.testConstructions = Set(before).symmetricDifference(after)
        }
        let (a, b) = uses ?? (old.uses, new.uses)
        if a.reads != b.reads { change.uses.insert(.reads) }
        if a.writes != b.writes { change.uses.insert(.writes) }
        if a.hashSites != b.hashSites { change.uses.insert(.hashSites) }
        if a.observers != b.observers { change.uses.insert(.observers) }
        if a.storage != b.storage { change.uses.insert(.storage) }
        return change
    }

    /// The simple names a file declares or extends (types, typealiases, protocols), before and
    /// after: a lookup of one of them, or a question about one, may answer otherwise now.
    static func declarationChange(old: FileSummary?, new: FileSummary) -> Set<String> {
        var names: Set<String> = []
        for summary in [old, new].compactMap({ $0 }) {
            for t in summary.types {
                names.insert(t.name.simpleTypeName)
                for alias in t.typealiases { names.insert(alias.name.simpleTypeName) }
            }
            for alias in summary.typealiases { names.insert(alias.name.simpleTypeName) }
        }
        return names
    }

    /// `names` changed, and with them every type whose declaration or extension mentions one
    /// (an inheritance entry, a stored property's type, a typealias's target), transitively: its
    /// facts are worked out from theirs. Where the project uses the macro may change too.
    func dependentsChange(_ names: Set<String>, macroBefore old: FileSummary?, after new: FileSummary) -> ReadRecord.Change {
        var change = ReadRecord.Change()
        if !names.isEmpty {
            // The table of mentions: made from every file at the first declaration edit, then
            // this file's part replaced (the index already holds its new version, or not the file).
            if let mentions {
                mentions.set(new.path, position[new.path].map { WorkspaceMentions.pairs(ofFile: $0, in: index) } ?? [])
            } else {
                mentions = WorkspaceMentions(index)
            }
            change.typeNames = mentions!.dependents(of: names)
        }
        // What is hashed follows declarations across the project (an `Identifiable` type's
        // `id`, the stored properties and hashes of hashed types: docs/architecture.md,
        // "Hashed"), which no name read says: a lint that asked re-lints on any such edit.
        if !names.isEmpty { change.uses.insert(.hashSites) }
        let macro = { (s: FileSummary?) in
            s.map { $0.importsEquatable || $0.types.contains { $0.attributes.contains { $0.name == "Equatable" } } } ?? false
        }
        if macro(old) != macro(new) { change.macroUse = true }
        return change
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
        let old = summaries[i]
        scope.files.remove(at: i)
        scope.slots.remove(at: i)
        summaries.remove(at: i)
        shapes.remove(at: i)
        reposition()
        rebuildIndex()
        let empty = FileSummary(path: path, types: [], typealiases: [])
        var change = Self.bodyChange(old: old, new: empty)
        change.formUnion(dependentsChange(Self.declarationChange(old: old, new: empty), macroBefore: old, after: empty))
        changed(change)
    }

    // MARK: Linting

    /// The findings and fixes of the open document at `absolute`, from its text as last set
    /// (`setText`), with what the lint read recorded: an event that touches it makes the
    /// document one to lint again (`documentsToRelint`).
    public func findings(ofOpen absolute: String) -> [Diagnostic] {
        let path = shown(absolute)
        dirty.remove(path)
        guard let bytes = overlays[path] else { return [] }
        let file = Parser.parse(SourceText(bytes: bytes))
        let record = ReadRecord()
        // The baseline and the configuration: every document reads them (`Change.all`).
        records[path] = record
        if position[path] == nil && !inIndexScope(path) {
            // Outside the index scope (the configured `included`): linted beside the index's
            // files as `eqlint lint --stdin-path` lints it, its declarations seen by no other file.
            guard let slot = newSlot(path, indexes: false) else { return [] }
            let at = scope.files.partitioningIndex { Paths.precedes(path, $0) }
            var files = scope.files, summaries = self.summaries
            files.insert(path, at: at)
            summaries.insert(FileSummary(path: path, file: file), at: at)
            let index = ProjectIndex(files: summaries, settings: scope.tree.indexSettings, jobs: 1)
            return findings(path, file, at: at, index: index, profile: scope.profiles[slot], files: files, record: record)
        }
        guard let i = position[path] else { return [] }
        return findings(path, file, at: i, index: index, profile: scope.profiles[scope.slots[i]], files: scope.files, record: record)
    }

    /// The findings of `file`, file `i` of `index` (whose files are `files`), with the
    /// conditions of the stale-capture check settled and the baseline applied; what they read
    /// goes to `record`.
    func findings(_ path: String, _ file: ParsedFile, at i: Int, index: ProjectIndex, profile: RuleProfile,
                  files: [String], record: ReadRecord) -> [Diagnostic] {
        index.recording = record
        defer { index.recording = nil }
        // Another file is read as the index holds it: the editor's text when there is one.
        let open = overlays
        index.texts = FileTexts { j in
            if j == i { return file }
            guard j < files.count else { return nil }
            if let unsaved = open[files[j]] { return Parser.parse(SourceText(bytes: unsaved)) }
            if case .success(let disk) = FileReader.read(files[j]) { return Parser.parse(SourceText(bytes: disk)) }
            return nil
        }
        var found = FileLinter(index: index).lint(file, at: i, profile: profile).diagnostics
        let relative = Paths.relative(Paths.absolute(path, base: ""), to: root) ?? path
        for k in found.indices { found[k].projectPath = relative }
        let views = ConditionSettlement.prepare(&found, bytes: file.source.bytes)
        record.constructions.formUnion(views)
        if !views.isEmpty {
            var lists = [found]
            ConditionSettlement.settle(&lists, views: Set(views), fileOf: [i], factsInScope: [], index: index,
                                       isLinted: { _ in false }, configuration: profile.configuration, jobs: 1) { j in
                if j == i { return .parsed(file) }
                if let unsaved = open[files[j]] { return .bytes(unsaved) }
                if case .success(let disk) = FileReader.read(files[j]) { return .bytes(disk) }
                return nil
            }
            found = lists[0]
        }
        var texts: [String: (text: [UInt8], lines: LineTable)?] = [:]
        func text(of other: String) -> (text: [UInt8], lines: LineTable)? {
            if let known = texts[other] { return known }
            var bytes: [UInt8]?
            if other == path { bytes = file.source.bytes } else if let unsaved = open[other] { bytes = unsaved }
            else if case .success(let disk) = FileReader.read(Paths.absolute(other, base: "/")) { bytes = disk }
            let entry = bytes.map { ($0, LineTable($0)) }
            texts[other] = entry
            return entry
        }
        for k in found.indices where !found[k].related.isEmpty { Self.place(&found[k], root: root, cwd: "", bytes: text(of:)) }
        if let baseline { found = baseline.filter(found) }
        return found.sorted(by: Diagnostic.reportOrder)
    }
}
