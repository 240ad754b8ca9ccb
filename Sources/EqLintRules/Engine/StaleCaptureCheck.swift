/// Conditions on what the project's constructions pass (docs/rules.md):
/// - a fix marks a closure `@EquatableIgnoredUnsafeClosure` (`equatable_unmarked_closure`,
///   `view_not_equatable`) only when no construction would then pass it a closure capturing
///   changing state (`Fix.unlessStaleCaptures`);
/// - `representable_stale_closure` reports a closure a representable keeps only when some
///   construction passes it a closure capturing changing state (`Diagnostic.onlyIfCapturing`):
///   otherwise the first closure is as good as any later one.
///
/// A fix changes no code body, only declarations: once it is made, the view is Equatable and
/// the marked closures are ignored and no longer compared inputs, and nothing else changes for
/// the call sites. So neither question needs a fixed copy of the project: the constructions are
/// checked, in the same walk as the rules, as if marked (`RuleContext.closureArguments`). Files
/// outside the lint scope are checked here, only those that may construct one of the views (the
/// index's `constructedNames`), never by a search of every file's text. A fix whose closure
/// would go stale is dropped; so is one the check could not make (it overlaps another, or a
/// file that may construct its view cannot be read, or no longer declares what the index holds).
/// A finding stands only when some construction was found passing a capturing closure.
enum StaleCaptureCheck {
    /// A file's text as the check reads it: the parse the index was made from, or bytes (from
    /// disk, or an editor's buffer) that must still declare what the index holds.
    enum Text {
        case parsed(ParsedFile)
        case bytes([UInt8])
    }

    /// One file's part of the check, on the worker that linted it: its conditional fixes that
    /// overlap another or are out of place are dropped, as `--fix` would leave them. Returns the
    /// views (their simple names' `NameHash`) whose constructions decide the rest: those of the
    /// fixes left and of the findings with a condition.
    static func prepare(_ list: inout [Diagnostic], bytes: [UInt8]) -> [Int] {
        var views: [Int] = []
        // The conditional fixes' positions: the first apart (most files have one, checked without the lists).
        var first: Int?, conditional: [Int] = []
        for k in list.indices {
            for symbol in list[k].onlyIfCapturing { views.append(hash(viewName(of: symbol))) }
            guard list[k].fix?.unlessStaleCaptures.isEmpty == false else { continue }
            if first == nil { first = k } else { conditional.append(k) }
        }
        guard let first else { return views }
        if conditional.isEmpty {
            if FixApplier.standsAlone(list[first].fix!.edits, in: bytes) {
                for view in list[first].fix!.staleCheckViews { views.append(hash(view)) }
            } else {
                list[first].fix = nil
            }
            return views
        }
        conditional.insert(first, at: 0)
        let selection = FixApplier.select(conditional.map { list[$0].fix! }, in: bytes)
        for skipped in selection.skipped { list[conditional[skipped]].fix = nil }
        for applied in selection.applied {
            for view in list[conditional[applied]].fix!.staleCheckViews { views.append(hash(view)) }
        }
        return views
    }

    /// Settles the conditions of `findings` (each list the findings of one file, at index
    /// `fileOf[k]` of the index, made ready by `prepare`, which returned `views`).
    /// `staleInScope` and `capturingInScope`: what the lint of the files with `isLinted`
    /// recorded. `text(i)` gives a file outside the lint scope, nil when it cannot be read.
    static func settle(_ findings: inout [[Diagnostic]], views: Set<Int>, fileOf: [Int], staleInScope: Set<String>,
                       capturingInScope: Set<String>, index: ProjectIndex, isLinted: (Int) -> Bool,
                       configuration: Configuration, jobs: Int, text: @Sendable (Int) -> Text?) {
        guard !views.isEmpty else { return }

        // The files outside the lint scope that may construct one of the views: one probe per
        // name each such file constructs.
        let candidates = index.files.indices.filter { i in
            !isLinted(i) && index.files[i].constructedNames.contains(where: views.contains)
        }
        let reader = FileLinter(index: index, conditions: [.ignoredUnderFix, .handedOver])
        let profile = RuleProfile(readingOnly: configuration, enabled: [ClosureCapturesState.meta.id])
        let checked = ParallelMap.map(candidates, jobs: jobs) { i -> FileLinter.Findings? in
            let file: ParsedFile
            switch text(i) {
            case .parsed(let parsed)?: file = parsed
            case .bytes(let bytes)?:
                file = Parser.parse(SourceText(bytes: bytes))
                // The rules read the index's declarations of this file by position: they must be these.
                guard SummaryCoding.skeleton(of: FileSummary(keeping: file, path: index.files[i].path))
                        == SummaryCoding.skeleton(of: index.files[i]) else { return nil }
            case nil: return nil
            }
            return reader.lint(file, at: i, profile: profile)
        }
        var stale = staleInScope, capturing = capturingInScope
        var unchecked: Set<Int> = []
        for (k, i) in candidates.enumerated() {
            if let found = checked[k] {
                stale.formUnion(found.staleUnderFixes)
                capturing.formUnion(found.capturingHandOvers)
            } else {
                unchecked.formUnion(index.files[i].constructedNames)
            }
        }
        func isUnchecked(_ name: String) -> Bool { !unchecked.isEmpty && unchecked.contains(hash(name)) }
        for k in findings.indices {
            // A finding no construction found passing a capturing closure is dropped.
            findings[k].removeAll { d in
                !d.onlyIfCapturing.isEmpty && !d.onlyIfCapturing.contains(where: capturing.contains)
            }
            for d in findings[k].indices {
                guard let fix = findings[k][d].fix, !fix.unlessStaleCaptures.isEmpty else { continue }
                if fix.staleCheckViews.contains(where: isUnchecked) {
                    findings[k][d].fix = nil
                } else if !fix.editConditions.isEmpty {
                    // Each mark stands on its own closure's condition (a fix none of whose
                    // closures would go stale stays as it is).
                    if fix.editConditions.contains(where: stale.contains) { findings[k][d].fix = fix.removingEdits(conditionedOn: stale) }
                } else if fix.unlessStaleCaptures.contains(where: stale.contains) {
                    findings[k][d].fix = nil
                }
            }
        }
    }

    /// A name's `NameHash`, as the index's lists of constructed names hold it.
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { NameHash.of($0) }
    }

    /// `Outer.Card.onTap` → `Card`: the simple name constructions go by.
    static func viewName(of symbol: String) -> String {
        let parts = symbol.split(separator: ".")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : symbol
    }
}
