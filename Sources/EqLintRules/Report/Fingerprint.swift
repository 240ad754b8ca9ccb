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
        let clauses = template.split(separator: "; ", omittingEmptySubsequences: false).map(String.init)
        var text = clauses.enumerated().filter { $0.offset == 0 || !$0.element.utf8.contains(1) }.map(\.element)
            .joined(separator: "; ")
        while let open = text.firstRange(of: " (\u{1}") {
            guard let close = text[open.upperBound...].firstRange(of: "\u{1})") else { break }
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
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
