// Unused ids are removed; a comment with no id left goes whole (its line too, when it
// is alone on it), a reason after ` - ` with it.
import SwiftUI

// view_not_equatable is opt-in and not enabled here, so its id is never reported (nor
// removed); equatable_unmarked_closure suppresses nothing: removed.
// eqlint:disable:next view_not_equatable
struct ShareRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Text(title) }
}

// eqlint:disable:next view_not_equatable
struct LikeRow: View {
    let title: String
    let onLike: () -> Void
    var body: some View { Text(title) }
}

// Both unused: the whole comment goes.
struct Point: Hashable {
    let x: Int
    let y: Int
}

let zero = Point(x: 0, y: 0)
let one = Point(x: 1, y: 1)
