/// The lint of a workspace's scope (the command line's run): the rules on each file of the
/// lint scope, its suppressions, the placing and checking of its fixes, the stale-capture
/// check over the project, and the findings in report order.
extension LintWorkspace {
    /// What the run's constructions are asked (`ConditionSettlement`), and about which views a
    /// fix may mark: what the running rules declare they read (`Rule.crossFileReads`).
    static func conditions(request: LintRequest, index: ProjectIndex,
                           profiles: [RuleProfile]) -> (ClosureArgument.Kinds, CallSiteKinds) {
        var wanted: ClosureArgument.Kinds = []
        var markable: CallSiteKinds = []
        for profile in profiles {
            for rule in profile.rules { markable.formUnion(type(of: rule).crossFileReads.constructionsUnderFix) }
        }
        if request.computesFixes && index.usesEquatableMacro && !markable.isEmpty { wanted.insert(.ignoredUnderFix) }
        return (wanted, markable)
    }

    /// The findings of the lint scope, the configured baseline applied (`LintOutcome.reported`),
    /// with the project path of each. The files read for it are let go.
    public func lintScope() throws(ConfigError) -> LintOutcome {
        let loaded = self.loaded
        self.loaded = []
        let lintSet = scope.lintSet
        let sources = Locked<[String: [UInt8]]>([:])
        var diagnostics = lint(loaded, sourcesOfFixes: request.keepsSourcesOfFixes ? sources : nil)
        if request.leaksAtExit { ExitKeepAlive.keep(loaded) }
        // A folder that could not be listed is reported like an unreadable file, not skipped silently.
        if RuleSelection.ruleIsOn("invalid_source", request) && !scope.unreadableDirectories.isEmpty {
            for (dir, why) in scope.unreadableDirectories {
                diagnostics.append(InvalidSource.wholeFile(path: Paths.display(dir, cwd: cwd), message: "cannot read directory: \(why)",
                                                           severity: RuleSelection.severity(InvalidSource.meta.id, configuration)))
            }
            diagnostics.sort(by: Diagnostic.reportOrder)
        }
        setProjectPaths(&diagnostics)
        placeRelated(&diagnostics, loaded)
        var outcome = LintOutcome(diagnostics: diagnostics, filesLinted: lintSet.count,
                                  filesFromCache: loaded.count { $0.fromCache }, sourcesOfFixes: sources.withLock { $0 },
                                  nestedRepositories: scope.nestedRepositories, skippedPaths: scope.skippedPaths)
        outcome.reported = try request.appliesConfiguredBaseline ? configuredBaseline()?.filter(diagnostics) ?? diagnostics : diagnostics
        return outcome
    }

    /// The configured baseline, read on first use; nil when there is none. Throws when the
    /// configured file cannot be read.
    func configuredBaseline() throws(ConfigError) -> Baseline? {
        if let baseline { return baseline }
        guard let recorded = configuration.baseline else { return nil }
        let loaded = try Baseline.load(Paths.absolute(recorded, base: configuration.directory))
        baseline = loaded
        return loaded
    }

    /// The lines and columns of the second places findings involve (SARIF's
    /// `relatedLocations`), each file's text read once: the parse kept for the lint, else the
    /// disk's (a place whose file cannot be read keeps line 0, and reports leave it out).
    func placeRelated(_ diagnostics: inout [Diagnostic], _ loaded: [LoadedFile]) {
        guard diagnostics.contains(where: { !$0.related.isEmpty }) else { return }
        if position.isEmpty { reposition() }
        // Each file's text and line table, made once however many places it holds.
        var texts: [String: (text: [UInt8], lines: LineTable)?] = [:]
        func bytes(of path: String) -> (text: [UInt8], lines: LineTable)? {
            if let known = texts[path] { return known }
            var found: [UInt8]?
            if let i = position[path], i < loaded.count {
                // A summarized file has no text here, and its summary no positions: the place
                // is named without its line (docs/bazel.md).
                if loaded[i].fromSummaryFile { texts[path] = .some(nil); return nil }
                found = loaded[i].file?.source.bytes ?? loaded[i].bytes
            }
            if found == nil, case .success(let disk) = FileReader.read(Paths.absolute(path, base: cwd.isEmpty ? "/" : cwd)) {
                found = disk
            }
            let entry = found.map { ($0, LineTable($0)) }
            texts[path] = entry
            return entry
        }
        var rendered = false
        for k in diagnostics.indices where !diagnostics[k].related.isEmpty {
            Self.place(&diagnostics[k], root: root, cwd: cwd, bytes: bytes)
            rendered = rendered || diagnostics[k].messageTemplate != nil
        }
        // A message that names another place sorts by what it now says.
        if rendered { diagnostics.sort(by: Diagnostic.reportOrder) }
    }

    /// The lines and columns of `d`'s second places, the text of each file given by `bytes`;
    /// where its message names one (`RelatedPlace.marker`), the place written in as the
    /// project shows it (`Sources/Screen.swift:12`), the rule's text kept for fingerprints.
    static func place(_ d: inout Diagnostic, root: String, cwd: String, bytes: (String) -> (text: [UInt8], lines: LineTable)?) {
        for r in d.related.indices {
            let place = d.related[r]
            guard let (text, lines) = bytes(place.path) else { continue }
            let start = lines.scalarLocation(of: min(place.range.lowerBound, UInt32(text.count)), in: text)
            let end = lines.scalarLocation(of: min(max(place.range.upperBound, place.range.lowerBound), UInt32(text.count)), in: text)
            d.related[r].line = start.line
            d.related[r].column = start.column
            d.related[r].endLine = end.line
            d.related[r].endColumn = end.column
        }
        guard d.message.utf8.contains(1) else { return }
        // One pass over the bytes: each marker `\u{1}k\u{1}` of a related place k is that
        // place as shown (any other is kept as it is).
        let bytes = Array(d.message.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 1, let end = bytes[(i + 1)...].firstIndex(of: 1), end > i + 1,
               bytes[(i + 1)..<end].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), end - i <= 10,
               let k = Int(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)), d.related.indices.contains(k) {
                let place = d.related[k]
                let shown = Paths.relative(Paths.absolute(place.path, base: cwd.isEmpty ? "/" : cwd), to: root) ?? place.path
                out += Array((place.line > 0 ? "\(shown):\(place.line)" : shown).utf8)
                i = end + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        d.messageTemplate = d.message
        d.message = String(decoding: out, as: UTF8.self)
    }

    /// Diagnostics come in path order: each run of one path gets its project path once,
    /// worked out on all cores.
    func setProjectPaths(_ diagnostics: inout [Diagnostic]) {
        var runs: [Int] = []
        for k in diagnostics.indices where k == 0 || diagnostics[k].path != diagnostics[k - 1].path { runs.append(k) }
        let (cwd, root) = (self.cwd, self.root)
        let relatives = ParallelMap.map(runs.map { diagnostics[$0].path }, jobs: request.jobs) { path in
            Paths.relative(Paths.absolute(path, base: cwd), to: root) ?? path
        }
        for r in runs.indices {
            for k in runs[r]..<(r + 1 < runs.count ? runs[r + 1] : diagnostics.count) {
                diagnostics[k].projectPath = relatives[r]
            }
        }
        Timing.mark("project paths")
    }

    /// Rules → suppress over the files read (in path order): each lint-scope file under its
    /// configuration's rules, then the stale-capture check over the project.
    func lint(_ loaded: [LoadedFile], sourcesOfFixes: Locked<[String: [UInt8]]>? = nil) -> [Diagnostic] {
        let (index, profiles, slots, request) = (self.index, scope.profiles, scope.slots, self.request)
        let lintSet = scope.lintSet
        // Other files' code, for the facts rules read of it: the parse kept for the lint, else
        // the bytes kept or the disk's; a summarized file has none (docs/bazel.md).
        index.texts = FileTexts { i in
            guard i < loaded.count, !loaded[i].fromSummaryFile else { return nil }
            if let file = loaded[i].file { return file }
            if let bytes = loaded[i].bytes { return Parser.parse(SourceText(bytes: bytes)) }
            if case .success(let bytes) = FileReader.read(loaded[i].path) { return Parser.parse(SourceText(bytes: bytes)) }
            return nil
        }
        let work = loaded.indices.filter { lintSet.contains(loaded[$0].path) }
        // Answered up front only when the lint scope is a good part of the index: a target
        // linted against large summaries (docs/bazel.md), or a hook's few files of a large
        // project, asks about few of the index's types.
        if work.count > request.preparedIndexAbove && work.count * 4 >= loaded.count {
            index.prepare(jobs: request.jobs)
            Timing.mark("index answers (\(index.typeCount) types)")
        }

        // Rules and suppression, per lint-scope file. The constructions the conditions of some
        // findings and fixes ask about are read in the same walk (`ConditionSettlement`): where
        // the project uses the macro, those of views a fix may mark, as if marked; and those of
        // representables, for what they pass the closures they may keep.
        let (conditions, markableViews) = Self.conditions(request: request, index: index, profiles: profiles)
        let linter = FileLinter(index: index, conditions: conditions, markableViews: markableViews, wantsFixes: request.computesFixes)
        let factsInScope = Locked<[ConstructionFact]>([])
        let checked = ParallelMap.map(work, jobs: request.jobs) { i -> (found: [Diagnostic], views: [Int]) in
            let profile = profiles[slots[i]]
            // The loaded file is read in place (a copy retains all it holds). A file past the
            // kept budget is parsed again for its rules: the index already holds what `==` and
            // `body` read.
            guard let file = loaded[i].file
                    ?? loaded[i].bytes.map({ Parser.parse(SourceText(bytes: $0), readsMemberUses: false) }) else {
                let item = loaded[i]
                guard item.summary == nil else { return ([], []) }
                guard profile.enabled.contains(InvalidSource.meta.id) else { return ([], []) }
                return ([InvalidSource.wholeFile(path: item.path, message: item.failure ?? "cannot read file",
                                                 severity: RuleSelection.severity(InvalidSource.meta.id, profile.configuration))], [])
            }
            let result = linter.lint(file, at: i, profile: profile)
            if !result.facts.isEmpty { factsInScope.withLock { $0 += result.facts } }
            var found = result.diagnostics
            // This file's part of the stale-capture check, on its worker.
            let views = ConditionSettlement.prepare(&found, bytes: file.source.bytes)
            if let sourcesOfFixes, found.contains(where: { $0.fix != nil }) {
                sourcesOfFixes.withLock { $0[loaded[i].path] = file.source.bytes }
            }
            return (found, views)
        }
        var perFile = checked.map(\.found)
        // Fixes that mark closures stand only if no call site would then pass stale values;
        // findings about kept closures only if some call site passes one capturing changing state.
        if checked.contains(where: { !$0.views.isEmpty }) {
            let linted = Set(work)
            var views: Set<Int> = []
            for file in checked { views.formUnion(file.views) }
            ConditionSettlement.settle(&perFile, views: views, fileOf: work, factsInScope: factsInScope.withLock { $0 }, index: index,
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
        let diagnostics = Self.inReportOrder(perFile)
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
}
