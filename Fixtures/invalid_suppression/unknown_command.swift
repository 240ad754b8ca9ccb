import SwiftUI

// Unknown commands are reported and do nothing.
// eqlint:disabled view_not_equatable // expect: invalid_suppression
// eqlint:ignore view_not_equatable // expect: invalid_suppression
// eqlint:disable:after view_not_equatable // expect: invalid_suppression
struct StillReported: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

/* eqlint:skip view_not_equatable */ // expect: invalid_suppression
struct AlsoStillReported: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
