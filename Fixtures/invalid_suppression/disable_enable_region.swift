import SwiftUI
import Equatable

// eqlint:disable view_not_equatable
struct QuietOne: View {
    let title: String
    var body: some View { Text(title) }
}

struct QuietTwo: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

// Other rules are not covered by the region.
@Equatable
struct Toolbar {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}
// eqlint:enable view_not_equatable

struct LoudAgain: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// A region starts on its own comment's line, even when that comment trails code.
struct StartsHere: View { // eqlint:disable view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

struct InsideRegion: View {
    let title: String
    var body: some View { Text(title) }
}

// The enable line itself is no longer covered.
struct EndsHere: View { // eqlint:enable view_not_equatable // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// Enabling a rule that was never disabled is harmless.
// eqlint:enable hashable_equatable_mismatch

// A region without enable runs to the end of the file.
// eqlint:disable view_not_equatable
struct ToTheEnd: View {
    let title: String
    var body: some View { Text(title) }
}
