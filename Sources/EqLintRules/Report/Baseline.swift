/// A baseline: the findings recorded when EqLint was adopted, matched by fingerprint key
/// with counts, so that lines may move and only new findings are reported.
public struct Baseline {
    public var counts: [String: Int] = [:]

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        struct Entry { var d: Diagnostic; var key: String; var count: Int }
        var entries: [Entry] = []
        var position: [String: Int] = [:]
        for d in diagnostics {
            let key = Fingerprint.key(d)
            if let i = position[key] { entries[i].count += 1 } else {
                position[key] = entries.count
                entries.append(Entry(d: d, key: key, count: 1))
            }
        }
        var o = JSONWriter()
        o.raw("{\n  \"version\": 1,\n  \"tool\": \"eqlint\",\n  \"entries\": [")
        for (i, e) in entries.enumerated() {
            o.raw(i == 0 ? "\n" : ",\n")
            o.raw("    {\"rule_id\": "); o.string(e.d.ruleID.name)
            o.raw(", \"file\": "); o.string(e.d.path)
            o.raw(", \"symbol\": "); o.string(e.d.symbol)
            o.raw(", \"fingerprint\": "); o.string(e.key)
            o.raw(", \"count\": \(e.count)}")
        }
        o.raw(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return o.text
    }

    public static func load(_ path: String) throws(ConfigError) -> Baseline {
        guard case .success(let bytes) = FileReader.read(path) else {
            throw ConfigError(file: path, "cannot read baseline")
        }
        // The file is our own JSON; a small scan for fingerprint/count pairs reads it.
        let text = String(decoding: bytes, as: UTF8.self)
        var baseline = Baseline()
        guard text.contains("\"entries\"") else { throw ConfigError(file: path, "not an eqlint baseline") }
        for line in text.split(separator: "\n") {
            guard let fp = field(line, "fingerprint") else { continue }
            let count = Int(numberField(line, "count") ?? "1") ?? 1
            baseline.counts[fp, default: 0] += count
        }
        return baseline
    }

    static func field(_ line: Substring, _ name: String) -> String? {
        guard let r = line.firstRange(of: "\"\(name)\": \"") else { return nil }
        let rest = line[r.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    static func numberField(_ line: Substring, _ name: String) -> String? {
        guard let r = line.firstRange(of: "\"\(name)\": ") else { return nil }
        return String(line[r.upperBound...].prefix { $0.isNumber })
    }

    /// The diagnostics not recorded (each recorded key absorbs up to its count).
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { d in
            let key = Fingerprint.key(d)
            guard let n = remaining[key], n > 0 else { return true }
            remaining[key] = n - 1
            return false
        }
    }
}
