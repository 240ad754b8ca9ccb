import Foundation

// RULES.md, equality_not_reflexive: the spellings of a pattern that matches a case against
// itself. A case written with its type (`Self.c`, `Route.c`), with `?`, with labels on the
// tuple, or with a `where` clause on any of several items of one `case`, counts. Nothing in
// `Route` is reported.
enum Route: Equatable {
    case home
    case profile(id: Int)
    case settings(section: String)
    case search(query: String)

    static func == (lhs: Route, rhs: Route) -> Bool {
        switch (lhs, rhs) {
        case (Self.home, Self.home):
            return true
        case (Route.profile(let a), Route.profile(let b)) where a == b, (.settings, .settings):
            return true
        case (left: .search(let a), right: .search(let b)):
            // An `if case` in a body is no label.
            if case .search = lhs { return a == b }
            return false
        default:
            return false
        }
    }
}

// A `where` clause with a ternary in it: its colon does not end the label. `.failure` is
// never matched against itself: reported.
enum Outcome: Equatable {
    case success(Int)
    case failure(String)

    static func == (lhs: Outcome, rhs: Outcome) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)) where (a > 0 ? a : -a) == (b > 0 ? b : -b):
            return true
        default: // expect: equality_not_reflexive
            return false
        }
    }
}

// `(_, _)` with no `where` clause matches every pair, as `case _` does (a decision: it is a
// catch-all): when it gives `false`, the cases before it are read. `.paused` is never matched
// against itself: reported.
enum Playback: Equatable {
    case playing(position: Double)
    case paused(position: Double)

    static func == (lhs: Playback, rhs: Playback) -> Bool {
        switch (lhs, rhs) {
        case (.playing(let a), .playing(let b)):
            return a == b
        case (_, _): // expect: equality_not_reflexive
            return false
        }
    }
}

// Near miss: one side bound whole and the other a wildcard matches every case against itself.
enum Selection: Equatable {
    case none
    case one(Int)
    case many([Int])

    var ids: [Int] {
        switch self {
        case .none: return []
        case .one(let id): return [id]
        case .many(let ids): return ids
        }
    }

    static func == (lhs: Selection, rhs: Selection) -> Bool {
        switch (lhs, rhs) {
        case (let a, _) where a.ids.isEmpty:
            return rhs.ids.isEmpty
        case (.one(let a), .one(let b)):
            return a == b
        default:
            return false
        }
    }
}

// Near miss: an exhaustive switch with no catch-all, every case matched against itself, then a
// `return false` for the pairs that `break`.
enum Toggle3: Equatable {
    case on, off

    static func == (lhs: Toggle3, rhs: Toggle3) -> Bool {
        switch (lhs, rhs) {
        case (.on, .on), (.off, .off):
            return true
        case (.on, .off), (.off, .on):
            break
        }
        return false
    }
}

// A `default: break` followed by something other than `return false`: not reported.
enum Sorting: Equatable {
    case name
    case date(ascending: Bool)

    var key: String { "\(self)" }

    static func == (lhs: Sorting, rhs: Sorting) -> Bool {
        switch (lhs, rhs) {
        case (.name, .name):
            return true
        default:
            break
        }
        return lhs.key == rhs.key
    }
}
