// An unknown id with one "did you mean": the fix writes the suggestion in its place.
import SwiftUI

// eqlint:disable:next view_not_equatable - the callback is set once
struct ShareRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Text(title) }
}

/* eqlint:disable:next view_not_equatable */
struct LikeRow: View {
    let title: String
    let onLike: () -> Void
    var body: some View { Text(title) }
}

// No suggestion close enough: no fix.
// eqlint:disable:next frobnicate
let answer = 42
