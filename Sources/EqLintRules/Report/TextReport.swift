/// The compiler-style report: `path:line:column: severity: message [rule_id]`, which Xcode,
/// VS Code and terminals turn into clickable locations.
public enum TextReport {
    /// A finding `--fix` can fix is marked `[*]` (as ruff marks it); an unsafe fix counts
    /// only with `unsafeFixes`. A last line says how many there are (not when `quiet`).
    public static func render(_ diagnostics: [Diagnostic], color: Bool, unsafeFixes: Bool = false, quiet: Bool = false) -> String {
        var out = ""
        var safe = 0, unsafe = 0
        for d in diagnostics {
            let severity: String
            if color {
                let code = d.severity == .error ? "31" : d.severity == .warning ? "33" : "36"
                severity = "\u{1B}[1;\(code)m\(d.severity.rawValue)\u{1B}[0m"
            } else {
                severity = d.severity.rawValue
            }
            var mark = ""
            if let fix = d.fix {
                if fix.applicability == .safe { safe += 1 } else { unsafe += 1 }
                if fix.applicability == .safe || unsafeFixes { mark = "[*] " }
            }
            out += "\(d.path):\(d.line):\(d.column): \(severity): \(mark)\(d.message) [\(d.ruleID)]\n"
        }
        if !quiet { out += fixableLine(safe: safe, unsafe: unsafe, unsafeFixes: unsafeFixes) }
        return out
    }

    /// `[*] 3 fixable with --fix (1 more with --unsafe-fixes)`, or nothing when none is.
    static func fixableLine(safe: Int, unsafe: Int, unsafeFixes: Bool) -> String {
        if unsafeFixes { return safe + unsafe == 0 ? "" : "[*] \(safe + unsafe) fixable with --fix --unsafe-fixes\n" }
        guard safe + unsafe > 0 else { return "" }
        return "[*] \(safe) fixable with --fix" + (unsafe > 0 ? " (\(unsafe) more with --unsafe-fixes)" : "") + "\n"
    }

    /// `eqlint: 2 errors, 5 warnings in 143 files (0.21 s)`; with findings a baseline left out,
    /// `eqlint: 2 errors, 5 warnings in 143 files, 12 hidden by the baseline (0.21 s)`.
    public static func summary(_ diagnostics: [Diagnostic], files: Int, hiddenByBaseline: Int = 0, seconds: Double) -> String {
        // Severities read in place (a copy of each diagnostic would retain its five strings).
        var errors = 0, warnings = 0, notes = 0
        diagnostics.withUnsafeBufferPointer { all in
            for k in all.indices {
                switch all[k].severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [plural(errors, "error"), plural(warnings, "warning")]
        if notes > 0 { parts.append(plural(notes, "note")) }
        let hundredths = Int((seconds * 100).rounded())
        let time = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        let hidden = hiddenByBaseline > 0 ? ", \(hiddenByBaseline) hidden by the baseline" : ""
        return "eqlint: \(parts.joined(separator: ", ")) in \(plural(files, "file"))\(hidden) (\(time) s)"
    }
}
