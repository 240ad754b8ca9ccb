// A byte-order mark at the start of a file is not a problem.
// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// Analysed after the mark: a closure input, reported.
struct Caption: View { // expect: view_not_equatable
    let text: String
    let onTap: () -> Void
    var body: some View { Button(text, action: onTap) }
}
