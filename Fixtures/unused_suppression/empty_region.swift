import Foundation

// RULES.md, unused_suppression: a `disable`/`enable` range with nothing in it.

// Synthesized hash and equality agree: nothing to suppress in this range, unused.
// eqlint:disable hashable_equatable_mismatch // expect: unused_suppression
struct Tag: Hashable {
    let id: Int
    let label: String
}
// eqlint:enable hashable_equatable_mismatch

// A range with a finding in it (form 1: `label` is hashed, not compared; revision 4:
// `Keyword` is hashed, by the `Set` after the range): used, silent.
// eqlint:disable hashable_equatable_mismatch
struct Keyword: Hashable {
    let id: Int
    let label: String
    static func == (lhs: Keyword, rhs: Keyword) -> Bool { lhs.id == rhs.id }
}
// eqlint:enable hashable_equatable_mismatch

let reservedKeywords: Set<Keyword> = []

// An empty range started on a line that trails code: unused.
let batchSize = 50 // eqlint:disable marker_without_equatable // expect: unused_suppression
// eqlint:enable marker_without_equatable

// A range that runs to the end of the file with nothing in it: unused.
// eqlint:disable equatable_unmarked_closure // expect: unused_suppression
struct Draft {
    let title: String
    let onSave: () -> Void
}
