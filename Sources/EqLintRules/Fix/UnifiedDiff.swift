/// A unified diff of one file (`diff -u`, three lines of context), with `a/` and `b/`
/// paths so that `git apply` takes it. Lines keep their own endings, so a CRLF file's
/// diff applies to it; a last line without one is marked `\ No newline at end of file`.
public enum UnifiedDiff {
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .keep }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script, cutting hunks where more than 2 × context lines are kept in a row.
        var i = 0, j = 0, k = 0
        while k < script.count {
            guard script[k] != .keep else { i += 1; j += 1; k += 1; continue }
            // A hunk starts `context` lines before this change.
            let lead = min(context, min(i, j))
            var hunk: [(Character, [UInt8])] = []
            for n in 0..<lead { hunk.append((" ", a[i - lead + n])) }
            let startA = i - lead, startB = j - lead
            var countA = lead, countB = lead
            var kept = 0
            while k < script.count {
                switch script[k] {
                case .keep:
                    // Look ahead: the hunk goes on if another change comes within 2 × context.
                    var run = 0
                    while k + run < script.count && script[k + run] == .keep { run += 1 }
                    if k + run == script.count || run > 2 * context {
                        let tail = min(run, context)
                        for n in 0..<tail { hunk.append((" ", a[i + n])) }
                        countA += tail; countB += tail
                        i += run; j += run; k += run
                        kept = -1
                    } else {
                        for n in 0..<run { hunk.append((" ", a[i + n])) }
                        countA += run; countB += run
                        i += run; j += run; k += run
                    }
                case .delete:
                    hunk.append(("-", a[i])); i += 1; countA += 1; k += 1
                case .insert:
                    hunk.append(("+", b[j])); j += 1; countB += 1; k += 1
                }
                if kept == -1 { break }
            }
            out += "@@ -\(range(startA, countA)) +\(range(startB, countB)) @@\n"
            for (mark, line) in hunk {
                out.append(mark)
                out += String(decoding: line, as: UTF8.self)
                if line.last != 10 && line.last != 13 { out += "\n\\ No newline at end of file\n" }
                else if line.last == 13 { out += "\n" }  // a lone CR ends the line for git; the diff still needs LF
            }
        }
        return out
    }

    /// `start,count` as diff writes it (1-based; the line before an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The lines of a file, each with its ending (`\n`, `\r\n` or a lone `\r`).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var start = 0, i = 0
        while i < bytes.count {
            if bytes[i] == 10 || bytes[i] == 13 {
                let end = bytes[i] == 13 && i + 1 < bytes.count && bytes[i + 1] == 10 ? i + 2 : i + 1
                out.append(Array(bytes[start..<end]))
                start = end
                i = end
                continue
            }
            i += 1
        }
        if start < bytes.count { out.append(Array(bytes[start...])) }
        return out
    }

    enum Step: Equatable { case keep, delete, insert }

    /// The shortest edit script from `a` to `b` (Myers' O((N+M)·D) algorithm), after the
    /// common head and tail are set aside: a fix's change is small, so D is too.
    static func editScript(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        let n = x.count, m = y.count, max = n + m
        var middle: [Step] = []
        if n == 0 || m == 0 {
            middle = Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
        } else {
            var v = [Int](repeating: 0, count: 2 * max + 2)
            var trace: [[Int]] = []
            search: for d in 0...max {
                trace.append(v)
                for k in stride(from: -d, through: d, by: 2) {
                    var px: Int
                    if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) { px = v[max + k + 1] } else { px = v[max + k - 1] + 1 }
                    var py = px - k
                    while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                    v[max + k] = px
                    if px >= n && py >= m { break search }
                }
            }
            // Back through the trace, from the end.
            var px = n, py = m
            for d in stride(from: trace.count - 1, through: 0, by: -1) {
                let v = trace[d]
                let k = px - py
                let previous = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
                let startX = d == 0 ? 0 : v[max + previous], startY = d == 0 ? 0 : startX - previous
                while px > startX && py > startY { middle.append(.keep); px -= 1; py -= 1 }
                if d > 0 { middle.append(px == startX ? .insert : .delete) }
                px = startX; py = startY
            }
            middle.reverse()
        }
        return Array(repeating: .keep, count: head) + middle + Array(repeating: .keep, count: tail)
    }
}
