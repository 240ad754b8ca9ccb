/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The closest candidate within a small edit distance, if any (ties: alphabetical).
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)? = nil
        for candidate in candidates.sorted() {
            let d = distance(Array(word.utf8), Array(candidate.utf8))
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
