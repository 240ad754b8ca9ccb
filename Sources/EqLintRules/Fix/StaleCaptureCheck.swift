/// RULES.md, "Fixes": a closure is marked `@EquatableIgnoredUnsafeClosure` (the fixes of
/// `equatable_unmarked_closure` and `view_not_equatable`) only when `closure_captures_state`
/// would then find nothing for it anywhere in the project.
///
/// A fix changes no code body, only declarations: once it is made, the view is Equatable and
/// the marked closures are ignored and no longer compared inputs, and nothing else changes for
/// the call sites. So the question needs no fixed copy of the project: `closure_captures_state`
/// checks the constructions of every view whose closures a fix may mark as if they were marked
/// (`CallSiteKinds.closuresAFixMayIgnore`), in the same walk as its findings, and records the
/// closures that would go stale (`RuleContext.staleUnderFixes`). Files outside the lint scope
/// are checked here, only those that may construct one of the fixed views (the index's
/// `constructedNames`), never by a search of every file's text. A fix whose closure would go
/// stale is dropped; so is one the check could not make (it overlaps another, or a file that
/// may construct its view cannot be read, or no longer declares what the index holds).
///
/// Only projects that use the `@Equatable` macro have such fixes, so others never pay for it.
enum StaleCaptureCheck {
    /// A file's text as the check reads it: the parse the index was made from, or bytes (from
    /// disk, or an editor's buffer) that must still declare what the index holds.
    enum Text {
        case parsed(ParsedFile)
        case bytes([UInt8])
    }

    /// Settles the conditional fixes of `findings` (each list the findings of one file, at
    /// index `fileOf[k]` of the index). `staleInScope`: what the lint of the files with
    /// `isLinted` recorded under the fixes. `text(i)` gives file `i`, nil when it cannot be read.
    static func settle(_ findings: inout [[Diagnostic]], fileOf: [Int], staleInScope: Set<String>, index: ProjectIndex,
                       isLinted: (Int) -> Bool, configuration: Configuration, jobs: Int,
                       text: @Sendable (Int) -> Text?) {
        // Fixes that overlap another in their file wait, as `--fix` would leave them.
        var views: Set<String> = []
        for (k, list) in findings.enumerated() {
            let conditional = list.indices.filter { list[$0].fix.map { !$0.unlessStaleCaptures.isEmpty } ?? false }
            guard !conditional.isEmpty else { continue }
            let bytes: [UInt8]?
            switch text(fileOf[k]) {
            case .parsed(let file)?: bytes = file.source.bytes
            case .bytes(let read)?: bytes = read
            case nil: bytes = nil
            }
            guard let bytes else {
                for d in conditional { findings[k][d].fix = nil }
                continue
            }
            let selection = FixApplier.select(conditional.map { list[$0].fix! }, in: bytes)
            for skipped in selection.skipped { findings[k][conditional[skipped]].fix = nil }
            for applied in selection.applied { views.formUnion(list[conditional[applied]].fix!.staleCheckViews) }
        }
        guard !views.isEmpty else { return }

        // The files outside the lint scope that may construct one of the views: one probe per
        // name each such file constructs.
        let wanted = Set(views.map { name in Array(name.utf8).withUnsafeBufferPointer { NameHash.of($0) } })
        let candidates = index.files.indices.filter { i in
            !isLinted(i) && index.files[i].constructedNames.contains(where: wanted.contains)
        }
        let rule = ClosureCapturesState(options: RuleOptions(meta: ClosureCapturesState.meta, values: [:]))
        let known = Set(Registry.ids)
        let checked = ParallelMap.map(candidates, jobs: jobs) { i -> [String]? in
            let file: ParsedFile
            switch text(i) {
            case .parsed(let parsed)?: file = parsed
            case .bytes(let bytes)?:
                file = Parser.parse(SourceText(bytes: bytes))
                // The rule reads the index's declarations of this file by position: they must be these.
                guard SummaryCoding.skeleton(of: FileSummary(keeping: file, path: index.files[i].path))
                        == SummaryCoding.skeleton(of: index.files[i]) else { return nil }
            case nil: return nil
            }
            return LintEngine.findings(file, at: i, index: index, rules: [rule],
                                       ruleIDs: [(ClosureCapturesState.meta.id, .warning)],
                                       enabled: [ClosureCapturesState.meta.id], knownIDs: known, config: configuration,
                                       checksFixConditions: true).staleUnderFixes
        }
        var stale = staleInScope
        var unchecked: Set<Int> = []
        for (k, i) in candidates.enumerated() {
            if let found = checked[k] { stale.formUnion(found) } else { unchecked.formUnion(index.files[i].constructedNames) }
        }
        for k in findings.indices {
            for d in findings[k].indices {
                guard let fix = findings[k][d].fix, !fix.unlessStaleCaptures.isEmpty else { continue }
                if fix.staleCheckViews.contains(where: { name in
                    unchecked.contains(Array(name.utf8).withUnsafeBufferPointer { NameHash.of($0) })
                }) {
                    findings[k][d].fix = nil
                } else if !fix.editConditions.isEmpty {
                    // Each mark stands on its own closure's condition.
                    findings[k][d].fix = fix.removingEdits(conditionedOn: stale)
                } else if fix.unlessStaleCaptures.contains(where: stale.contains) {
                    findings[k][d].fix = nil
                }
            }
        }
    }
}
