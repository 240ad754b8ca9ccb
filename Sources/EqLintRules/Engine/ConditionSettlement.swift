/// The engine's step for the conditions fixes carry on other files' constructions
/// (docs/architecture.md, "Cross-file checks"), read as typed facts (`ConstructionFact`) that
/// each file's lint collects in the same walk as its rules: a fix that marks closures ignored
/// (`FixCondition`) stands only when no construction would then pass one of them a closure
/// capturing a value that can change; the fix, or its edits for those closures, are dropped,
/// and the message names the construction that decided it. (Settled after every file's lint,
/// in one pass: every construction of a project using the macro may decide one.)
///
/// A fix changes no code body, only declarations: once it is made, the view is Equatable and
/// the marked closures are ignored and no longer compared inputs, and nothing else changes for
/// the call sites. So neither question needs a fixed copy of the project: the constructions are
/// read as if marked (`RuleContext.closureArguments`). Files outside the lint scope are read
/// here, only those that may construct one of the views (the index's `constructedNames`), never
/// by a search of every file's text. A fix the check could not settle (it overlaps another, or a
/// file that may construct its view cannot be read, or no longer declares what the index holds)
/// is dropped.
enum ConditionSettlement {
    /// A file's text as the settlement reads it: the parse the index was made from, or bytes (from
    /// disk, or an editor's buffer) that must still declare what the index holds.
    enum Text {
        case parsed(ParsedFile)
        case bytes([UInt8])
    }

    /// One file's part, on the worker that linted it: its conditional fixes that overlap another
    /// or are out of place are dropped, as `--fix` would leave them. Returns the views (their
    /// simple names' `NameHash`) whose constructions decide the rest.
    static func prepare(_ list: inout [Diagnostic], bytes: [UInt8]) -> [Int] {
        var views: [Int] = []
        // The conditional fixes' positions: the first apart (most files have one, checked without the lists).
        var first: Int?, conditional: [Int] = []
        for k in list.indices {
            guard list[k].fix?.condition?.closures.isEmpty == false else { continue }
            if first == nil { first = k } else { conditional.append(k) }
        }
        guard let first else { return views }
        if conditional.isEmpty {
            if FixApplier.standsAlone(list[first].fix!.edits, in: bytes) {
                for p in list[first].fix!.condition!.closures { views.append(hash(p.viewSimpleName)) }
            } else {
                list[first].fix = nil
            }
            return views
        }
        conditional.insert(first, at: 0)
        let selection = FixApplier.select(conditional.map { list[$0].fix! }, in: bytes)
        for skipped in selection.skipped { list[conditional[skipped]].fix = nil }
        for applied in selection.applied {
            for p in list[conditional[applied]].fix!.condition!.closures { views.append(hash(p.viewSimpleName)) }
        }
        return views
    }

    /// Settles the conditions of `findings` (each list the findings of one file, at index
    /// `fileOf[k]` of the index, made ready by `prepare`, which returned `views`).
    /// `factsInScope`: what the lint of the files with `isLinted` collected. `text(i)` gives a
    /// file outside the lint scope, nil when it cannot be read.
    static func settle(_ findings: inout [[Diagnostic]], views: Set<Int>, fileOf: [Int], factsInScope: [ConstructionFact],
                       index: ProjectIndex, isLinted: (Int) -> Bool, configuration: Configuration, jobs: Int,
                       text: @Sendable (Int) -> Text?) {
        guard !views.isEmpty else { return }
        let (facts, unchecked) = collect(views: views, factsInScope: factsInScope, index: index, isLinted: isLinted,
                                         configuration: configuration, jobs: jobs, text: text)
        // The first fact of each closure, in report order.
        var stale: [PropertyRef: ConstructionFact] = [:]
        for fact in facts.sorted(by: ConstructionFact.inOrder) where fact.question == .staleUnderFix {
            if stale[fact.property] == nil { stale[fact.property] = fact }
        }
        func isUnchecked(_ p: PropertyRef) -> Bool { !unchecked.isEmpty && unchecked.contains(hash(p.viewSimpleName)) }
        for k in findings.indices {
            for d in findings[k].indices {
                guard let fix = findings[k][d].fix, let condition = fix.condition, !condition.closures.isEmpty else { continue }
                if condition.closures.contains(where: isUnchecked) {
                    findings[k][d].fix = nil
                    continue
                }
                let decided = condition.closures.compactMap { stale[$0] }
                guard let first = decided.first else { continue }
                let left = fix.removingEdits(marking: Set(decided.map(\.property)))
                findings[k][d].fix = left
                name(first, in: &findings[k][d], left == nil ? .noFix : .notMarked)
            }
        }
    }

    /// The facts of the files outside the lint scope that may construct one of the views, with
    /// those collected in it; and the views of the files that could not be read (unchecked).
    static func collect(views: Set<Int>, factsInScope: [ConstructionFact], index: ProjectIndex, isLinted: (Int) -> Bool,
                        configuration: Configuration, jobs: Int,
                        text: @Sendable (Int) -> Text?) -> (facts: [ConstructionFact], unchecked: Set<Int>) {
        // One probe per name each such file constructs.
        let candidates = index.files.indices.filter { i in
            !isLinted(i) && index.files[i].constructedNames.contains(where: views.contains)
        }
        let reader = FileLinter(index: index, conditions: [.ignoredUnderFix])
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
        var facts = factsInScope
        var unchecked: Set<Int> = []
        for (k, i) in candidates.enumerated() {
            if let found = checked[k] { facts += found.facts } else { unchecked.formUnion(index.files[i].constructedNames) }
        }
        return (facts, unchecked)
    }

    /// What a construction decided about a finding.
    enum Decision { case noFix, notMarked }

    /// Says in the finding's message which construction decided its condition, with the
    /// construction's place among its related ones (the workspace writes its line in).
    static func name(_ fact: ConstructionFact, in d: inout Diagnostic, _ decision: Decision) {
        let k = d.related.count
        let (closure, view) = (fact.property.property, fact.property.view)
        d.related.append(RelatedPlace(path: fact.path, range: fact.range,
                                      message: "'\(view)' gets a closure for '\(closure)' capturing \(fact.captured) here"))
        let at = RelatedPlace.marker(k)
        switch decision {
        case .noFix:
            d.message += "; no fix: the construction at \(at) passes '\(closure)' a closure capturing \(fact.captured), which marking it would leave stale"
        case .notMarked:
            d.message += "; the fix leaves '\(closure)' unmarked: the construction at \(at) passes it a closure capturing \(fact.captured)"
        }
    }

    /// A name's `NameHash`, as the index's lists of constructed names hold it.
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { NameHash.of($0) }
    }
}
