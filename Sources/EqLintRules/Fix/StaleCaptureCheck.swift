/// RULES.md, "Fixes": a closure is marked `@EquatableIgnoredUnsafeClosure` (the fixes of
/// `equatable_unmarked_closure` and `view_not_equatable`) only when `closure_captures_state`
/// would then find nothing for it. That is a question about the whole project once the fixes
/// are made: the files holding such fixes are fixed in memory, the index is built again over
/// them, and `closure_captures_state` runs over every file that names one of the views. A fix
/// whose closure would get a finding is dropped; so is one the check could not make (it
/// overlaps another, or its file cannot be read).
///
/// Only projects that use the `@Equatable` macro have such fixes, so others never pay for it.
enum StaleCaptureCheck {
    /// Settles the conditional fixes of `findings` (each list the findings of one file, at
    /// index `fileOf[k]` of `summaries`). `source(i)` gives file `i`'s bytes as linted.
    static func settle(_ findings: inout [[Diagnostic]], fileOf: [Int], summaries: [FileSummary],
                       settings: IndexSettings, configuration: Configuration, jobs: Int,
                       source: @Sendable (Int) -> [UInt8]?) {
        // The files with conditional fixes, fixed in memory together.
        var fixedSources: [Int: [UInt8]] = [:]
        var hypothetical = summaries
        var names: Set<String> = []
        for (k, list) in findings.enumerated() {
            let conditional = list.indices.filter { list[$0].fix.map { !$0.unlessStaleCaptures.isEmpty } ?? false }
            guard !conditional.isEmpty else { continue }
            guard let bytes = source(fileOf[k]) else {
                for d in conditional { findings[k][d].fix = nil }
                continue
            }
            let result = FixApplier.apply(conditional.map { list[$0].fix! }, to: bytes)
            for skipped in result.skipped { findings[k][conditional[skipped]].fix = nil }
            for applied in result.applied { names.formUnion(list[conditional[applied]].fix!.staleCheckViews) }
            fixedSources[fileOf[k]] = result.bytes
            hypothetical[fileOf[k]] = FileSummary(path: summaries[fileOf[k]].path, file: Parser.parse(SourceText(bytes: result.bytes)))
        }
        guard !fixedSources.isEmpty else { return }
        let index = ProjectIndex(files: hypothetical, settings: settings, jobs: jobs)
        let rule = ClosureCapturesState(options: RuleOptions(meta: ClosureCapturesState.meta, values: [:]))
        let wanted = names.map { Array($0.utf8) }
        let fixed = fixedSources
        let stale = ParallelMap.map(Array(summaries.indices), jobs: jobs) { i -> [String] in
            guard let bytes = fixed[i] ?? source(i), wanted.contains(where: { bytes.contains(subsequence: $0) }) else { return [] }
            let file = Parser.parse(SourceText(bytes: bytes))
            return LintEngine.lint(file, at: i, index: index, rules: [rule], ruleIDs: [(ClosureCapturesState.meta.id, .warning)],
                                   enabled: [ClosureCapturesState.meta.id], knownIDs: Set(Registry.ids), config: configuration)
                .map(\.symbol)
        }
        let hit = Set(stale.joined())
        for k in findings.indices {
            for d in findings[k].indices where findings[k][d].fix?.unlessStaleCaptures.contains(where: hit.contains) == true {
                findings[k][d].fix = nil
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// True when `needle` occurs in the bytes (a scan for its first byte, then a compare).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        return withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { n in
                var i = 0
                let last = hay.count - n.count
                while i <= last {
                    if hay[i] == first && memcmp(hay.baseAddress! + i, n.baseAddress!, n.count) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
