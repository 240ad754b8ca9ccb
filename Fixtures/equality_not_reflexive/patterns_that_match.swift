import Foundation

// RULES.md, equality_not_reflexive: the patterns that match a case C against itself are
// `(.c, .c)`, `(.c(let a), .c(let b))`, `(.c, _)`, `(_, .c)` and a pattern binding both
// sides whole (`let (a, b)`); a pattern with a `where` clause counts as matching. Nothing
// below is reported.

// `(.relevance, _)` and `(_, .relevance)` match `.relevance` against itself.
enum SortKey: Equatable {
    case relevance
    case date(ascending: Bool)
    case title(ascending: Bool)

    var isRelevance: Bool {
        if case .relevance = self { return true }
        return false
    }

    static func == (lhs: SortKey, rhs: SortKey) -> Bool {
        switch (lhs, rhs) {
        case (.relevance, _), (_, .relevance):
            return lhs.isRelevance && rhs.isRelevance
        case (.date(let a), .date(let b)):
            return a == b
        case (.title(let a), .title(let b)):
            return a == b
        default:
            return false
        }
    }
}

// A `where` clause counts as matching, even though the clause itself may fail.
enum PriceFilter: Equatable {
    case any
    case under(Decimal)
    case between(Decimal, Decimal)

    static func == (lhs: PriceFilter, rhs: PriceFilter) -> Bool {
        switch (lhs, rhs) {
        case (.any, .any):
            return true
        case (.under(let a), .under(let b)) where a == b:
            return true
        case (.between(let a, let b), .between(let c, let d)) where a == c && b == d:
            return true
        default:
            return false
        }
    }
}

// `let (a, b)` binds both sides whole, so it matches every case against itself; with a
// `where` clause it still counts as matching (RULES.md).
enum FeedSection: Equatable {
    case pinned
    case recent(days: Int)
    case topic(name: String)

    var key: String {
        switch self {
        case .pinned: return "pinned"
        case .recent(let days): return "recent-\(days)"
        case .topic(let name): return "topic-\(name)"
        }
    }

    static func == (lhs: FeedSection, rhs: FeedSection) -> Bool {
        switch (lhs, rhs) {
        case let (a, b) where a.key == b.key:
            return true
        default:
            return false
        }
    }
}

// A `case let` that binds the payloads of both sides is `(.c(let a), .c(let b))` written
// with the `let` outside (a decision: the same pattern).
enum Badge: Equatable {
    case none
    case count(Int)
    case dot(color: String)

    static func == (lhs: Badge, rhs: Badge) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none):
            return true
        case let (.count(a), .count(b)):
            return a == b
        case let (.dot(a), .dot(b)):
            return a == b
        default:
            return false
        }
    }
}

// A `default:` that does not give `false` is no reason: the cases it handles can still
// compare equal.
enum MenuEntry: Equatable {
    case separator
    case action(title: String)
    case submenu(title: String, children: [String])

    var title: String {
        switch self {
        case .separator: return "—"
        case .action(let title), .submenu(let title, _): return title
        }
    }

    static func == (lhs: MenuEntry, rhs: MenuEntry) -> Bool {
        switch (lhs, rhs) {
        case (.separator, .separator):
            return true
        default:
            return lhs.title == rhs.title
        }
    }
}
