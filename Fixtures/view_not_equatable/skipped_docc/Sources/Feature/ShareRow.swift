import SwiftUI

// An ordinary source file: walked, a closure input, reported.
struct ShareRow: View { // expect: view_not_equatable
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}
