/// Lints one file: every rule of its configuration (`invalid_source` among them), its
/// suppression comments, severities and positions, and its fixes placed; with what its
/// constructions pass for the conditions the run asks about (`StaleCaptureCheck`).
struct FileLinter {
    let index: ProjectIndex
    /// What the run's constructions are asked, and about which views a fix may mark
    /// (`LintWorkspace.conditions`).
    var conditions: ClosureArgument.Kinds = []
    var markableViews: CallSiteKinds = .closuresMarkable
    var wantsFixes = true
    let knownIDs = Set(Registry.ids)

    /// One id of one suppression comment (the comment is known by its byte range).
    struct UnusedID: Hashable {
        let range: Range<UInt32>
        let id: String
    }

    /// What one file's lint found: its findings, and what its constructions pass (when asked
    /// for, `RuleContext.conditionKinds`): the closures that would be stale once a fix marks
    /// them ignored (suppressed like the finding it would be), and those capturing a value that
    /// can change that representables may keep.
    struct Findings {
        var diagnostics: [Diagnostic]
        var facts: [ConstructionFact] = []
    }

    /// File `fileIndex` of the index, under `profile`'s rules.
    func lint(_ file: ParsedFile, at fileIndex: Int, profile: RuleProfile) -> Findings {
        let (rules, ruleIDs, enabled, config) = (profile.rules, profile.ruleIDs, profile.enabled, profile.configuration)
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
                Self.appendUnusedSuppressions(suppressions, enabled: enabled, path: index.files[fileIndex].path,
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
            out[k].severity = RuleSelection.severity(out[k].ruleID, config)
            out.swapAt(kept, k)
            kept += 1
        }
        out.removeSubrange(kept...)
        if out.contains(where: { $0.fix != nil }) { Self.placeFixes(&out, in: file, suppressions: suppressions) }
        out.sort(by: Diagnostic.reportOrder)
        var result = Findings(diagnostics: out)
        let path = index.files[fileIndex].path
        for argument in conditionArguments {
            switch argument.kind {
            case .ignoredUnderFix:
                // Suppressed like the finding it would be; never marks a comment used.
                let at = ctx.tokens.tokens[argument.captures[0].token].start
                let line = file.source.lines.lineIndex(of: at) + 1
                if !suppressions.isSuppressed(ClosureCapturesState.meta.id, line: line),
                   let fact = argument.fact(ConstructionFact.Question.staleUnderFix, path: path, tokens: ctx.tokens) {
                    result.facts.append(fact)
                }
            case .handedOver, .ignored:
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
