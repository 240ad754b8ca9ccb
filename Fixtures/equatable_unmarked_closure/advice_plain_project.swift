import SwiftUI

// RULES.md, Where the project uses the macro: this project neither imports Equatable nor
// uses `@Equatable`, so the message names the hand-written alternative (say so in `==`,
// or compare what the closure stands for). Only the message differs, which the fixtures
// do not check: the finding is the same.

// A View whose hand-written `==` ignores the closure: reported.
struct ShareRow: View, Equatable {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onShare) }
    static func == (lhs: ShareRow, rhs: ShareRow) -> Bool { lhs.title == rhs.title }
}
