/// Fingerprints that survive edits elsewhere in a file: rule, path, symbol and message,
/// never a line number, plus the rank among identical findings of the file.
public enum Fingerprint {
    /// FNV-1a, 64 bits: stable across runs and machines (Swift's `Hasher` is seeded).
    static func fnv(_ text: String) -> String { hex(fnv([text])) }

    /// FNV-1a over the texts one after another, as over their concatenation.
    static func fnv(_ texts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x0000_0100_0000_01B3
                }
            }
        }
        return hash
    }

    /// Sixteen lowercase hex digits.
    static func hex(_ hash: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            let digits: StaticString = "0123456789abcdef"
            for k in 0..<16 {
                buffer[k] = digits.utf8Start[Int((hash >> (60 - 4 * UInt64(k))) & 15)]
            }
            return 16
        }
    }

    /// The identity of a finding apart from where it sits.
    public static func key(_ d: Diagnostic) -> String { hex(hash(d)) }

    static func hash(_ d: Diagnostic) -> UInt64 {
        fnv([d.ruleID.name, "\u{1F}", d.projectPath.isEmpty ? d.path : d.projectPath, "\u{1F}", d.symbol,
             "\u{1F}", d.messageTemplate.map(withoutPlaces) ?? d.message])
    }

    /// A message as the rule wrote it, less what names another place (`RelatedPlace.marker`): a
    /// parenthesis holding a place, and a `; …` clause naming one. What another file's edit
    /// changes there (a line, which construction decides) moves no fingerprint.
    static func withoutPlaces(_ template: String) -> String {
        guard template.utf8.contains(1) else { return template }
        // On bytes (a message is ASCII around its places): the `; ` clauses but the first that
        // hold a place go, then each ` (…)` holding one.
        let bytes = Array(template.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0, i = 0, clauses = 0
        func clause(_ end: Int) {
            let c = bytes[start..<end]
            if clauses == 0 || !c.contains(1) {
                if clauses > 0 { kept += [0x3B, 0x20] }
                kept += c
            }
            clauses += 1
        }
        while i + 1 < bytes.count {
            if bytes[i] == 0x3B && bytes[i + 1] == 0x20 {
                clause(i)
                start = i + 2
                i += 2
            } else {
                i += 1
            }
        }
        clause(bytes.count)
        let open: [UInt8] = [0x20, 0x28, 1], close: [UInt8] = [1, 0x29]
        while let o = Self.find(open, in: kept, from: 0) {
            guard let c = Self.find(close, in: kept, from: o + open.count) else { break }
            kept.removeSubrange(o..<(c + close.count))
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The first place at or after `from` where `bytes` hold `needle`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        for i in from...(bytes.count - needle.count) where bytes[i] == needle[0] {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }

    /// One fingerprint per diagnostic (in report order): key and rank, `key:n`.
    public static func all(_ diagnostics: [Diagnostic], jobs: Int = 1) -> [String] {
        let hashes = ParallelMap.map(Array(diagnostics.indices), jobs: jobs) { hash(diagnostics[$0]) }
        // The rank of each among the findings with its key, counted in report order.
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(hashes.count)
        let ranks = hashes.map { hash -> Int in
            let n = seen[hash, default: 0]
            seen[hash] = n + 1
            return n
        }
        return ParallelMap.map(Array(hashes.indices), jobs: jobs) { hex(hashes[$0]) + ":" + String(ranks[$0]) }
    }
}
