// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// Unknown commands are reported and do nothing (the Views have a closure input).
// eqlint:disabled view_not_equatable // expect: invalid_suppression
// eqlint:ignore view_not_equatable // expect: invalid_suppression
// eqlint:disable:after view_not_equatable // expect: invalid_suppression
struct StillReported: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

/* eqlint:skip view_not_equatable */ // expect: invalid_suppression
struct AlsoStillReported: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
