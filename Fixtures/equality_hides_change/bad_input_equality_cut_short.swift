import SwiftUI
import Observation

// Bad input: the file ends inside an `==` whose `switch` is cut short. What comes before is
// still read (RULES.md, "Fine points", `invalid_source` position): `Track`'s whole `==` leaves
// out `plays`, which the view reads, and `Library` keeps tracks: reported. `Draft`'s `==` never
// closes, so what it compares cannot be known: not reported.
struct Track: Equatable {
    var title: String
    var plays: Int

    static func == (lhs: Track, rhs: Track) -> Bool { // expect: equality_hides_change
        lhs.title == rhs.title
    }
}

@Observable
final class Library {
    var current: Track?
    var drafts: [Draft] = []
}

struct TrackRow: View {
    let library: Library

    var body: some View {
        Text("\(library.current?.plays ?? 0) plays, \(library.drafts.first?.words ?? 0) words")
    }
}

struct Draft: Equatable { // expect: invalid_source
    var text: String
    var words: Int

    static func == (lhs: Draft, rhs: Draft) -> Bool {
        switch (lhs.text, rhs.text) {
        case let (a, b) where a == b:
            return lhs.
