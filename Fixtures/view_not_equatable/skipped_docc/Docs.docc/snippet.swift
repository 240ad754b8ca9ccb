import SwiftUI

// RULES.md, Skipped by default: this file is under a directory whose name ends in `.docc`,
// so it is not walked; this View would be reported anywhere else. Silent.
struct SnippetRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}
