/// The body walker's state: the blocks a statement leaves pending, the frames and names in
/// scope, one walk's state, the open brackets, and the set of call tokens.

extension BodyWalker {
    enum Pending { case none, conditional, loop, function, guardBinding, switchBlock, catchBlock }

    struct Frame {
        var close: Int
        /// Height of the scope stack when the frame opened: leaving it drops the names above.
        var base: Int
        /// True when no statement was waiting for its block as the frame opened: then none left
        /// waiting inside it (an `if c` its code cut short) outlives it.
        var endsPending = false
    }

    /// The local names in scope, innermost last. A name is found by a search from the top,
    /// so the latest declaration wins; a shape bit (first byte and length) skips most
    /// comparisons, and a frame's names go when it closes. Past `searchLimit` names, each
    /// name's places on the stack are kept in a table instead: a body declaring thousands of
    /// locals must not cost a search of them all at every name.
    struct Scope {
        /// One declared name: its text, token and shape bit, in one element (one allocation
        /// for the stack, not one per field).
        struct Entry {
            var name: String
            var token: Int
            var shape: UInt64
        }
        var entries: [Entry] = []
        /// Every shape ever declared: most identifiers name no local, and this answers that
        /// without looking at the stack.
        var allShapes: UInt64 = 0
        /// Name → its places on the stack, bottom first; made when the stack first holds more
        /// than `searchLimit` names, and kept from then on.
        var places: [String: [Int]]?
        static let searchLimit = 32

        static func shape(_ name: String) -> UInt64 {
            let utf8 = name.utf8
            return 1 << ((UInt64(utf8.first ?? 0) &+ UInt64(utf8.count) &* 7) & 63)
        }

        var height: Int { entries.count }

        mutating func push(_ name: String, _ token: Int) {
            let bit = Scope.shape(name)
            if entries.isEmpty { entries.reserveCapacity(8) }
            entries.append(Entry(name: name, token: token, shape: bit))
            allShapes |= bit
            if places != nil {
                places![name, default: []].append(entries.count - 1)
            } else if entries.count > Scope.searchLimit {
                var table: [String: [Int]] = [:]
                for (k, e) in entries.enumerated() { table[e.name, default: []].append(k) }
                places = table
            }
        }

        mutating func drop(to height: Int) {
            guard height < entries.count else { return }
            if places != nil {
                for k in (height..<entries.count).reversed() {
                    let name = entries[k].name
                    places![name]!.removeLast()
                    if places![name]!.isEmpty { places![name] = nil }
                }
            }
            entries.removeSubrange(height...)
        }

        /// The token declaring `name` latest among those in scope.
        func lookup(_ name: String, shape bit: UInt64) -> Int? {
            guard allShapes & bit != 0 else { return nil }
            if let places { return places[name]?.last.map { entries[$0].token } }
            var k = entries.count - 1
            while k >= 0 {
                if entries[k].shape == bit && entries[k].name == name { return entries[k].token }
                k -= 1
            }
            return nil
        }

        /// True when some name of this shape may be in scope (answers "no" without text).
        func mayHold(shape bit: UInt64) -> Bool { allShapes & bit != 0 }
    }

    /// The state of one walk: what is found so far, the names in scope, and what the tokens
    /// read so far leave pending (a statement's bindings, open brackets, `let p = p` waiting
    /// for its initializer to end).
    struct Walk {
        var facts = BodyFacts()
        var scope = Scope()
        var frames: [Frame]
        var pendingNames: [(String, Int)] = []
        var pending = Pending.none
        var pendingDepth = 0
        var brackets = BracketStack()  // open `(` / `[` tokens
        var reads = MemberReads()
        // `let p = p`, `guard let p = p else`: the new name is in scope only after its
        // initializer, so it waits here until the binding ends.
        var waiting: [(name: String, token: Int, depth: Int, frames: Int)] = []
        var isWaiting = false  // !waiting.isEmpty, read for every token
        /// The token read next.
        var i: Int
        /// The first token of the walked range.
        let floor: Int
        let end: Int
        /// References and uses of `self` are recorded only at these tokens.
        let recorded: Range<Int>
        /// True for a walk with a window: there, only names inside the closure literals passed
        /// at the call sites read so far are recorded (`closures`: a bit per token of
        /// `recorded`, made at the first such closure; `closuresWord` instead when `recorded`
        /// has at most 64 tokens).
        let closuresOnly: Bool
        var closures: [UInt64] = []
        var closuresWord: UInt64 = 0

        init(_ range: Range<Int>, end: Int, recorded: Range<Int>, closuresOnly: Bool) {
            // Room for a few levels of nesting in the one allocation (arrays grow one
            // allocation at a time from a capacity of one).
            frames = []
            frames.reserveCapacity(8)
            frames.append(Frame(close: range.upperBound, base: 0))
            i = range.lowerBound
            floor = range.lowerBound
            self.end = end
            self.recorded = recorded
            self.closuresOnly = closuresOnly
        }

        /// True when a reference or use of `self` at token `i` is recorded.
        @inline(__always) func records(_ i: Int) -> Bool {
            guard recorded.contains(i) else { return false }
            guard closuresOnly else { return true }
            let k = i - recorded.lowerBound
            if recorded.count <= 64 { return closuresWord & (1 << UInt64(k)) != 0 }
            return (k >> 6) < closures.count && closures[k >> 6] & (1 << UInt64(k & 63)) != 0
        }

        /// Marks the closure literals `call` passes (within `recorded`) as recorded. One that
        /// starts inside a marked one lies wholly inside it (braces pair up), so every token is
        /// marked at most once.
        mutating func noteClosures(of call: CallSite) {
            for argument in call.arguments where argument.isClosureLiteral {
                let lower = max(argument.tokens.lowerBound, recorded.lowerBound)
                let upper = min(argument.tokens.upperBound, recorded.upperBound)
                guard lower < upper, !records(lower) else { continue }
                if recorded.count <= 64 {
                    for t in lower..<upper { closuresWord |= 1 << UInt64(t - recorded.lowerBound) }
                    continue
                }
                if closures.isEmpty { closures = [UInt64](repeating: 0, count: (recorded.count + 63) >> 6) }
                for t in lower..<upper {
                    let k = t - recorded.lowerBound
                    closures[k >> 6] |= 1 << UInt64(k & 63)
                }
            }
        }

        /// A statement that opens a block (`if`, `guard`, `for`, ...) starts at the current
        /// bracket depth; its bindings wait for its `{`.
        @inline(__always) mutating func expect(_ block: Pending) {
            pending = block; pendingDepth = brackets.count; pendingNames = []
        }
    }

    /// The open `(` and `[` around a token, innermost last: how many, and whether the innermost
    /// is a `(`. The first 64 levels are bits of one word.
    struct BracketStack {
        private(set) var count = 0
        private var parens: UInt64 = 0
        private var deeper: [Bool] = []

        @inline(__always) mutating func push(isParen: Bool) {
            if count < 64 {
                if isParen { parens |= 1 << UInt64(count) } else { parens &= ~(1 << UInt64(count)) }
            } else {
                deeper.append(isParen)
            }
            count += 1
        }

        @inline(__always) mutating func pop() {
            guard count > 0 else { return }
            count -= 1
            if count >= 64 { deeper.removeLast() }
        }

        /// False when there is none.
        @inline(__always) var innermostIsParen: Bool {
            guard count > 0 else { return false }
            return count <= 64 ? parens & (1 << UInt64(count - 1)) != 0 : deeper[count - 65]
        }
    }
}

/// A set of token indexes of one file: the few where call sites are read, in order (a sorted
/// list the set is made from is kept as it is, not copied).
struct TokenSet {
    private let sorted: [Int]

    init(sorted: [Int]) { self.sorted = sorted }

    /// The tokens, in order.
    var tokens: [Int] { sorted }

    @inline(__always) func contains(_ i: Int) -> Bool {
        guard let first = sorted.first, let last = sorted.last, i >= first && i <= last else { return false }
        let k = firstIndex(atOrAfter: i)
        return k < sorted.count && sorted[k] == i
    }

    /// True when some token of `range` is in the set.
    func intersects(_ range: Range<Int>) -> Bool {
        guard let first = sorted.first, let last = sorted.last, range.lowerBound <= last && range.upperBound > first
        else { return false }
        let k = firstIndex(atOrAfter: range.lowerBound)
        return k < sorted.count && sorted[k] < range.upperBound
    }

    @inline(__always) private func firstIndex(atOrAfter i: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
