/// The compiler-style report: `path:line:column: severity: message [rule_id]`, which Xcode,
/// VS Code and terminals turn into clickable locations.
public enum TextReport {
    public static func render(_ diagnostics: [Diagnostic], color: Bool) -> String {
        var out = ""
        for d in diagnostics {
            let severity: String
            if color {
                let code = d.severity == .error ? "31" : d.severity == .warning ? "33" : "36"
                severity = "\u{1B}[1;\(code)m\(d.severity.rawValue)\u{1B}[0m"
            } else {
                severity = d.severity.rawValue
            }
            out += "\(d.path):\(d.line):\(d.column): \(severity): \(d.message) [\(d.ruleID)]\n"
        }
        return out
    }

    /// `eqlint: 2 errors, 5 warnings in 143 files (0.21 s)`.
    public static func summary(_ diagnostics: [Diagnostic], files: Int, seconds: Double) -> String {
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
        return "eqlint: \(parts.joined(separator: ", ")) in \(plural(files, "file")) (\(time) s)"
    }
}
