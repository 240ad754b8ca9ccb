// A byte-order mark at the start of a file is not a problem.
import SwiftUI

// Analysed after the mark: a closure input, reported.
struct Caption: View { // expect: view_not_equatable
    let text: String
    let onTap: () -> Void
    var body: some View { Button(text, action: onTap) }
}
