// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import Foundation

// RULES.md, revision 4, hashable_equatable_mismatch form 1 reads enums: a hashed enum with
// a hand-written `==` and a synthesized hash, where the pattern that matches a case against
// itself binds an associated value to `_` or to a name never compared, or matches the case
// as `(.c, .c)` without its associated values though it has them. Reported at the enum's
// name. Every enum here is hashed (`Set`, below) except the last.

// An associated value bound to `_`.
enum SearchScope: Hashable { // expect: hashable_equatable_mismatch
    case all
    case folder(name: String, recursive: Bool)

    static func == (lhs: SearchScope, rhs: SearchScope) -> Bool {
        switch (lhs, rhs) {
        case (.all, .all): return true
        case (.folder(let a, _), .folder(let b, _)): return a == b
        default: return false
        }
    }
}

// Bound to names never compared (`x`, `y`).
enum LabelFilter: Hashable { // expect: hashable_equatable_mismatch
    case none
    case label(name: String, color: String)

    static func == (lhs: LabelFilter, rhs: LabelFilter) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.label(let a, let x), .label(let b, let y)): return a == b
        default: return false
        }
    }
}

// Matched as `(.c, .c)` though `.range` has associated values.
enum DateFilter: Hashable { // expect: hashable_equatable_mismatch
    case anytime
    case range(from: Date, to: Date)

    static func == (lhs: DateFilter, rhs: DateFilter) -> Bool {
        switch (lhs, rhs) {
        case (.anytime, .anytime), (.range, .range): return true
        default: return false
        }
    }
}

// Every associated value compared: not reported.
enum SizeFilter: Hashable {
    case any
    case between(min: Int, max: Int)

    static func == (lhs: SizeFilter, rhs: SizeFilter) -> Bool {
        switch (lhs, rhs) {
        case (.any, .any): return true
        case (.between(let a, let b), .between(let c, let d)): return a == c && b == d
        default: return false
        }
    }
}

// A hand-written hash: form 1 does not apply, form 2 finds only compared payloads combined:
// not reported.
enum SenderFilter: Hashable {
    case anyone
    case contact(email: String, name: String)

    static func == (lhs: SenderFilter, rhs: SenderFilter) -> Bool {
        switch (lhs, rhs) {
        case (.anyone, .anyone): return true
        case (.contact(let a, _), .contact(let b, _)): return a == b
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .anyone: hasher.combine(0)
        case .contact(let email, _): hasher.combine(email)
        }
    }
}

// The same mistake as SearchScope, but nothing hashes it: reported under `unhashed` only.
enum SortDirection: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    case ascending
    case custom(key: String, locale: String)

    static func == (lhs: SortDirection, rhs: SortDirection) -> Bool {
        switch (lhs, rhs) {
        case (.ascending, .ascending): return true
        case (.custom(let a, _), .custom(let b, _)): return a == b
        default: return false
        }
    }
}

struct SavedSearches {
    var scopes: Set<SearchScope>
    var labels: Set<LabelFilter>
    var dates: Set<DateFilter>
    var sizes: Set<SizeFilter>
    var senders: Set<SenderFilter>
    var direction: SortDirection
}
