// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// Each View below has a closure input (non-diffable): view_not_equatable unless suppressed.

/* eqlint:disable:next view_not_equatable */
struct BlockNext: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

struct BlockThis: View { /* eqlint:disable:this view_not_equatable */
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

/* eqlint:disable view_not_equatable - generated previews */
struct BlockRegion: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
/* eqlint:enable view_not_equatable */

// After the region: reported.
struct AfterBlockRegion: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

/* eqlint:disable:next imaginary_rule */ // expect: invalid_suppression
struct NotCovered: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
