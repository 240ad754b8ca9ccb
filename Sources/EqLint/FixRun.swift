import EqLintRules

/// `--fix` and `--diff`: the fixes of a run's findings, applied file by file to the bytes
/// that were linted.
enum FixRun {
    /// One file's fixes, applied in memory.
    struct Plan {
        var path: String
        /// Relative to the project root: the diff's `a/` and `b/` paths.
        var projectPath: String
        var original: [UInt8]
        var result: FixApplier.Result
    }

    /// The files with a fix that `mode` applies, in report order, each with its fixes applied.
    static func plan(_ diagnostics: [Diagnostic], sources: [String: [UInt8]], mode: FixMode) -> [Plan] {
        var plans: [Plan] = []
        var k = 0
        while k < diagnostics.count {
            let path = diagnostics[k].path
            var end = k
            var fixes: [Fix] = []
            while end < diagnostics.count && diagnostics[end].path == path {
                if let fix = diagnostics[end].fix, mode.applies(fix.applicability) { fixes.append(fix) }
                end += 1
            }
            if !fixes.isEmpty, let original = sources[path] {
                plans.append(Plan(path: path, projectPath: diagnostics[k].projectPath.isEmpty ? path : diagnostics[k].projectPath,
                                  original: original, result: FixApplier.apply(fixes, to: original)))
            }
            k = end
        }
        return plans
    }

    /// `1 fix`, `2 fixes`, `0 files`: for the lines on standard error.
    static func plural(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : word.hasSuffix("x") ? "es" : "s")"
    }
}
