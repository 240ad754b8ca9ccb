// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI
import Equatable

// Each View below has a closure input (non-diffable): view_not_equatable unless suppressed.

// eqlint:disable view_not_equatable
struct QuietOne: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

struct QuietTwo: View {
    let count: Int
    let onReset: () -> Void
    var body: some View { Button("\(count)", action: onReset) }
}

// Other rules are not covered by the region.
@Equatable
struct Toolbar {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}
// eqlint:enable view_not_equatable

// After the enable: reported.
struct LoudAgain: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// A region starts on its own comment's line, even when that comment trails code.
struct StartsHere: View { // eqlint:disable view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// Inside the region: suppressed.
struct InsideRegion: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// The enable line itself is no longer covered.
struct EndsHere: View { // eqlint:enable view_not_equatable // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// Enabling a rule that was never disabled is harmless (an enable is no disable comment,
// so it is never unused_suppression either).
// eqlint:enable hashable_equatable_mismatch

// A region without enable runs to the end of the file.
// eqlint:disable view_not_equatable
struct ToTheEnd: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
