/// Applies the fixes of one file together: the one applier behind `--fix`, `--diff`, the
/// reports' counts and the language server's fix-all.
///
/// Fixes are taken in the order given (report order); a fix that overlaps an edit already
/// taken waits for the next run, whole. An edit identical to one already taken is the same
/// change (two `unused_suppression` ids of one comment both removing the comment): it is
/// made once, and the fix counts as applied.
public enum FixApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// Indexes (into the fixes given) of the fixes applied.
        public var applied: [Int]
        /// Indexes of the fixes left for the next run (overlapping, or out of the file).
        public var skipped: [Int]
        public var changed: Bool { !applied.isEmpty }
    }

    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
        let selection = select(fixes, in: bytes)
        var taken = selection.edits
        let (applied, skipped) = (selection.applied, selection.skipped)
        guard !taken.isEmpty else { return Result(bytes: bytes, applied: applied, skipped: skipped) }
        taken.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.replacement.utf8.count })
        var at = 0
        for edit in taken {
            out.append(contentsOf: bytes[at..<Int(edit.range.lowerBound)])
            out.append(contentsOf: edit.replacement.utf8)
            at = Int(edit.range.upperBound)
        }
        out.append(contentsOf: bytes[at...])
        return Result(bytes: out, applied: applied, skipped: skipped)
    }

    /// Which fixes `apply` would make (the indexes of those applied and of those left for the
    /// next run) and their edits, in the order taken, without making them.
    static func select(_ fixes: [Fix], in bytes: [UInt8]) -> (applied: [Int], skipped: [Int], edits: [TextEdit]) {
        if fixes.count == 1 {
            // The usual case, without the lists: one fix stands unless its edits are out of
            // place or overlap each other.
            let edits = fixes[0].edits
            return standsAlone(edits, in: bytes) ? ([0], [], edits) : ([], [0], [])
        }
        var taken = TakenEdits()
        var applied: [Int] = [], skipped: [Int] = []
        for (k, fix) in fixes.enumerated() {
            guard isInPlace(fix.edits, in: bytes) else {
                skipped.append(k)
                continue
            }
            let fresh = fix.edits.filter { !taken.contains($0) }
            // The fix's own edits must not overlap each other either.
            var clash = false
            for (n, edit) in fresh.enumerated() {
                if taken.overlaps(edit) || fresh[..<n].contains(where: { overlap($0, edit) }) {
                    clash = true
                    break
                }
            }
            if clash { skipped.append(k); continue }
            for edit in fresh { taken.append(edit) }
            applied.append(k)
        }
        return (applied, skipped, taken.edits)
    }

    /// The edits taken so far, in the order taken, and looked up by place: a file's thousands
    /// of fixes (issue #37: one per view of a long line) are selected in time linear in their
    /// number when they come in order of place, as the reports give them, not in its square.
    /// No two edits taken overlap, so their ranges differ, and sorted by start they are sorted
    /// by end too: an edit can overlap only a run of them around its place, whose first few
    /// (those that merely touch it) are all that may not.
    struct TakenEdits {
        private(set) var edits: [TextEdit] = []
        /// Indexes into `edits`, sorted by range.
        private var byPlace: [Int] = []

        /// True when an edit equal to `edit` was taken.
        func contains(_ edit: TextEdit) -> Bool {
            let r = edit.range
            let at = firstIndex { ($0.lowerBound, $0.upperBound) >= (r.lowerBound, r.upperBound) }
            return at < byPlace.count && edits[byPlace[at]] == edit
        }

        /// True when `edit` overlaps an edit taken (`FixApplier.overlap`).
        func overlaps(_ edit: TextEdit) -> Bool {
            var at = firstIndex { $0.upperBound >= edit.range.lowerBound }
            while at < byPlace.count, edits[byPlace[at]].range.lowerBound <= edit.range.upperBound {
                if overlap(edits[byPlace[at]], edit) { return true }
                at += 1
            }
            return false
        }

        /// Takes an edit that overlaps none taken.
        mutating func append(_ edit: TextEdit) {
            let r = edit.range
            // Usually past every edit taken: the fixes come in order of place.
            let at = byPlace.last.map { edits[$0].range.lowerBound < r.lowerBound } ?? true
                ? byPlace.count : firstIndex { ($0.lowerBound, $0.upperBound) > (r.lowerBound, r.upperBound) }
            byPlace.insert(edits.count, at: at)
            edits.append(edit)
        }

        /// The first place in `byPlace` whose range `isAtOrPast` holds for (false, then true).
        private func firstIndex(where isAtOrPast: (Range<UInt32>) -> Bool) -> Int {
            var lo = 0, hi = byPlace.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isAtOrPast(edits[byPlace[mid]].range) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }

    /// True when a fix's edits can be applied by themselves: in place, none overlapping another.
    static func standsAlone(_ edits: [TextEdit], in bytes: [UInt8]) -> Bool {
        isInPlace(edits, in: bytes) && !edits.indices.contains { n in edits[..<n].contains { overlap($0, edits[n]) } }
    }

    /// True when there are edits and each lies within `bytes`, its ends between UTF-8 characters.
    static func isInPlace(_ edits: [TextEdit], in bytes: [UInt8]) -> Bool {
        let size = UInt32(bytes.count)
        return !edits.isEmpty && edits.allSatisfy { $0.range.upperBound <= size && isBoundary($0.range, in: bytes) }
    }

    /// Two edits overlap when they change a byte in common, when both insert at one offset
    /// (their order would be a guess), or when one inserts strictly inside the other.
    static func overlap(_ a: TextEdit, _ b: TextEdit) -> Bool {
        let (x, y) = (a.range, b.range)
        if x.isEmpty && y.isEmpty { return x.lowerBound == y.lowerBound }
        if x.isEmpty { return y.lowerBound < x.lowerBound && x.lowerBound < y.upperBound }
        if y.isEmpty { return x.lowerBound < y.lowerBound && y.lowerBound < x.upperBound }
        return x.lowerBound < y.upperBound && y.lowerBound < x.upperBound
    }

    /// True when both ends of the range fall between UTF-8 characters.
    static func isBoundary(_ range: Range<UInt32>, in bytes: [UInt8]) -> Bool {
        func ok(_ i: UInt32) -> Bool { Int(i) >= bytes.count || bytes[Int(i)] & 0xC0 != 0x80 }
        return ok(range.lowerBound) && ok(range.upperBound)
    }
}
