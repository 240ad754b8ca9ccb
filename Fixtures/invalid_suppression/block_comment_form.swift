import SwiftUI

/* eqlint:disable:next view_not_equatable */
struct BlockNext: View {
    let title: String
    var body: some View { Text(title) }
}

struct BlockThis: View { /* eqlint:disable:this view_not_equatable */
    let title: String
    var body: some View { Text(title) }
}

/* eqlint:disable view_not_equatable - generated previews */
struct BlockRegion: View {
    let title: String
    var body: some View { Text(title) }
}
/* eqlint:enable view_not_equatable */

struct AfterBlockRegion: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

/* eqlint:disable:next imaginary_rule */ // expect: invalid_suppression
struct NotCovered: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
