/// The JSON report: SwiftLint's seven keys with their meaning, then ours (README, "Use"; the schema
/// is docs/eqlint-report.schema.json).
public enum JSONReport {
    public static func render(_ diagnostics: [Diagnostic], jobs: Int = 1) -> String {
        String(decoding: pieces(diagnostics, jobs: jobs).joined(), as: UTF8.self)
    }

    /// The report as UTF-8 pieces that, joined, are `render`'s text: written one after
    /// another, a report of megabytes is never copied into one string.
    public static func pieces(_ diagnostics: [Diagnostic], jobs: Int = 1) -> [[UInt8]] {
        let fingerprints = Fingerprint.all(diagnostics, jobs: jobs)
        // Rendered in chunks on `jobs` threads, kept in order.
        let chunk = 1024
        let starts = Array(stride(from: 0, to: diagnostics.count, by: chunk))
        let parts = ParallelMap.map(starts, jobs: jobs) { start -> [UInt8] in
            // Bytes (appending to a String costs more per piece), from valid strings: UTF-8.
            var o = JSONBytes()
            for i in start..<min(start + chunk, diagnostics.count) {
                let d = diagnostics[i]
                o.raw(i == 0 ? "\n" : ",\n")
                o.raw("  {\n    \"file\": "); o.string(d.path)
                o.raw(",\n    \"line\": "); o.int(d.line)
                o.raw(",\n    \"character\": "); o.int(d.column)
                o.raw(",\n    \"severity\": ")
                switch d.severity {
                case .error: o.raw("\"Error\"")
                case .warning: o.raw("\"Warning\"")
                default: o.string(d.severity.rawValue.prefix(1).uppercased() + d.severity.rawValue.dropFirst())
                }
                o.raw(",\n    \"reason\": "); o.string(d.message)
                o.raw(",\n    \"rule_id\": "); o.string(d.ruleID.name)
                o.raw(",\n    \"type\": "); o.string(Registry.name(d.ruleID) ?? d.ruleID.name)
                o.raw(",\n    \"end_line\": "); o.int(d.endLine)
                o.raw(",\n    \"end_character\": "); o.int(d.endColumn)
                o.raw(",\n    \"symbol\": "); o.string(d.symbol)
                o.raw(",\n    \"fingerprint\": "); o.string(fingerprints[i])
                if let fix = d.fix {
                    // The `fix` object of docs/eqlint-report.schema.json: positions as the
                    // diagnostic's own.
                    o.raw(",\n    \"fix\": {\"applicability\": "); o.string(fix.applicability.rawValue)
                    o.raw(", \"message\": "); o.string(fix.title)
                    o.raw(", \"edits\": [")
                    for (n, edit) in fix.edits.enumerated() {
                        o.raw(n == 0 ? "{\"line\": " : ", {\"line\": "); o.int(edit.line)
                        o.raw(", \"character\": "); o.int(edit.column)
                        o.raw(", \"end_line\": "); o.int(edit.endLine)
                        o.raw(", \"end_character\": "); o.int(edit.endColumn)
                        o.raw(", \"new_text\": "); o.string(edit.replacement)
                        o.raw("}")
                    }
                    o.raw("]}")
                }
                o.raw("\n  }")
            }
            return o.bytes
        }
        return [Array("[".utf8)] + parts + [Array((diagnostics.isEmpty ? "]\n" : "\n]\n").utf8)]
    }
}

/// GitHub Actions workflow commands, one per diagnostic.
public enum GitHubReport {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
            out += "::\(command) file=\(property(d.path)),line=\(d.line),col=\(d.column),"
            // The end of the finding's range, so that GitHub underlines what the finding names.
            out += "endLine=\(d.endLine),endColumn=\(d.endColumn),"
            out += "title=\(property(d.ruleID.name))::\(data(d.message))\n"
        }
        return out
    }

    /// Escapes for a command's message (`%`, CR, LF).
    static func data(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escapes for a command's property values (also `:` and `,`).
    static func property(_ s: String) -> String {
        data(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

/// JSON text as UTF-8 bytes: strings escaped as `JSONWriter` escapes them.
struct JSONBytes {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var v = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[n] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                n += 1
            } while v > 0
            while n > 0 { n -= 1; bytes.append(d[n]) }
        }
    }

    /// A JSON string, escaped byte by byte as `JSONWriter.string` escapes it (the same bytes).
    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { text in
            bytes.append(UInt8(ascii: "\""))
            guard text.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
                bytes.append(contentsOf: text)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            let hex: StaticString = "0123456789abcdef"
            for byte in text {
                switch byte {
                case 0x22: bytes.append(UInt8(ascii: "\\")); bytes.append(0x22)
                case 0x5C: bytes.append(UInt8(ascii: "\\")); bytes.append(0x5C)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                case ..<0x20:
                    raw("\\u00")
                    hex.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0xF)])
                    }
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
