import Foundation

// RULES.md, equality_not_reflexive: an enum's hand-written `==` switches over both
// parameters and gives `false` in a `default:`, but no case pattern before it matches
// `.failed` against itself: `.failed(m) == .failed(m)` is false, so a Set never finds the
// value again and `onChange(of:)` runs on every update. Reported at the `default:`.
enum LoadState: Equatable {
    case idle
    case loading
    case loaded(count: Int)
    case failed(message: String)

    static func == (lhs: LoadState, rhs: LoadState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.loading, .loading):
            return true
        case (.loaded(let a), .loaded(let b)):
            return a == b
        default: // expect: equality_not_reflexive
            return false
        }
    }
}

// The usual correct shape: every case is matched against itself before the `default:`,
// which only handles pairs of different cases: not reported.
enum SyncStatus: Equatable {
    case idle
    case syncing(progress: Double)
    case failed(code: Int)

    static func == (lhs: SyncStatus, rhs: SyncStatus) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle):
            return true
        case (.syncing(let a), .syncing(let b)):
            return abs(a - b) < 0.01
        case (.failed(let a), .failed(let b)):
            return a == b
        default:
            return false
        }
    }
}

// A case with an associated value matched as `(.c, .c)`, without its payloads, still
// matches it against itself (RULES.md lists `(.c, .c)`): not reported.
enum DownloadPhase: Equatable {
    case queued
    case running(bytesWritten: Int64)
    case finished(URL)

    static func == (lhs: DownloadPhase, rhs: DownloadPhase) -> Bool {
        switch (lhs, rhs) {
        case (.queued, .queued), (.running, .running):
            return true
        case (.finished(let a), .finished(let b)):
            return a == b
        default:
            return false
        }
    }
}
