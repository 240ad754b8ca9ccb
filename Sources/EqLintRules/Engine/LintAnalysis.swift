/// The second half of a run (LintEngine.swift): index the loaded files, run the rules on
/// each file of the lint scope, apply its suppressions, place and check its fixes, and put the
/// findings in report order.
extension LintEngine {
    /// What the run's constructions are asked (`StaleCaptureCheck`), and about which views a fix
    /// may mark: those of the fixing rules that run somewhere (no fix of a rule that runs nowhere
    /// waits on what their constructions pass).
    private static func conditions(request: LintRequest, index: ProjectIndex,
                                   profiles: [RuleProfile]) -> (ClosureArgument.Kinds, CallSiteKinds) {
        func runs(_ id: RuleID) -> Bool { profiles.contains { $0.enabled.contains(id) } }
        var wanted: ClosureArgument.Kinds = []
        var markable: CallSiteKinds = []
        if runs(EquatableUnmarkedClosure.meta.id) { markable.insert(.closuresAFixMayIgnore) }
        if runs(ViewNotEquatable.meta.id) { markable.insert(.closuresAnEquatableFixMayIgnore) }
        if request.computesFixes && index.usesEquatableMacro && !markable.isEmpty { wanted.insert(.ignoredUnderFix) }
        if runs(RepresentableStaleClosure.meta.id) { wanted.insert(.handedOver) }
        return (wanted, markable)
    }

    /// One id of one suppression comment (the comment is known by its byte range).
    private struct UnusedID: Hashable {
        let range: Range<UInt32>
        let id: String
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
        let (conditions, markableViews) = Self.conditions(request: request, index: index, profiles: profiles)
        let staleUnderFixes = Locked<Set<String>>([]), capturingHandOvers = Locked<Set<String>>([])
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
                                                 severity: severity(InvalidSource.meta.id, profile.configuration))], [])
            }
            let result = findings(file, at: i, index: index, rules: profile.rules, ruleIDs: profile.ruleIDs,
                                  enabled: profile.enabled, knownIDs: ids, config: profile.configuration,
                                  conditions: conditions, markableViews: markableViews, wantsFixes: request.computesFixes)
            if !result.staleUnderFixes.isEmpty { staleUnderFixes.withLock { $0.formUnion(result.staleUnderFixes) } }
            if !result.capturingHandOvers.isEmpty { capturingHandOvers.withLock { $0.formUnion(result.capturingHandOvers) } }
            var found = result.diagnostics
            // This file's part of the stale-capture check, on its worker.
            let views = StaleCaptureCheck.prepare(&found, bytes: file.source.bytes)
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
            StaleCaptureCheck.settle(&perFile, views: views, fileOf: work, staleInScope: staleUnderFixes.withLock { $0 },
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
                     ruleIDs: [(RuleID, Severity)], enabled: Set<RuleID>, knownIDs: Set<RuleID>,
                     config: Configuration) -> [Diagnostic] {
        findings(file, at: fileIndex, index: index, rules: rules, ruleIDs: ruleIDs, enabled: enabled,
                 knownIDs: knownIDs, config: config).diagnostics
    }

    /// `lint`, with what the file's constructions pass for `conditions`.
    static func findings(_ file: ParsedFile, at fileIndex: Int, index: ProjectIndex, rules: [any Rule],
                         ruleIDs: [(RuleID, Severity)], enabled: Set<RuleID>, knownIDs: Set<RuleID>,
                         config: Configuration, conditions: ClosureArgument.Kinds = [],
                         markableViews: CallSiteKinds = .closuresMarkable, wantsFixes: Bool = true) -> FileFindings {
        var ctx = RuleContext(file: file, index: index, fileIndex: FileID(fileIndex))
        ctx.conditionKinds = conditions
        ctx.markableViews = markableViews
        ctx.wantsFixes = wantsFixes
        for (rule, id) in zip(rules, ruleIDs) {
            ctx.currentRule = id
            rule.check(&ctx)
        }
        // The analysis's whole list (it holds `closure_captures_state`'s kind too, skipped below).
        let conditionArguments = conditions.isEmpty ? [] : ctx.closureArguments(conditions.union(.ignored))
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
        // The line table is made only for a file with something to place (`SourceText.lines`).
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
            let lines = file.source.lines
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
                let line = file.source.lines.lineIndex(of: at) + 1
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
    static func appendUnusedSuppressions(_ suppressions: Suppressions, enabled: Set<RuleID>, path: String,
                                         source: SourceText, to out: inout [Diagnostic]) {
        let unused = suppressions.directives.filter { !$0.used && ($0.rule.map(enabled.contains) ?? true) }
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
        let lines = file.source.lines, bytes = file.source.bytes
        let invalid = InvalidSource.firstProblem(file) != nil
        for k in out.indices {
            // Taken out while its edits are placed, so that they are changed in place.
            guard var fix = out[k].fix else { continue }
            out[k].fix = nil
            if invalid { continue }
            var placed = true
            for e in fix.edits.indices {
                let range = fix.edits[e].range
                let start = lines.scalarLocation(of: range.lowerBound, in: bytes)
                let end = lines.scalarLocation(of: range.upperBound, in: bytes)
                if (start.line...max(start.line, end.line)).contains(where: { suppressions.isSuppressed(out[k].ruleID, line: $0) }) {
                    placed = false
                    break
                }
                fix.edits[e].line = start.line; fix.edits[e].column = start.column
                fix.edits[e].endLine = end.line; fix.edits[e].endColumn = end.column
            }
            if placed { out[k].fix = fix }
        }
    }
}
