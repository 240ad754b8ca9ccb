import SwiftUI

// RULES.md, Name resolution: an extension applies to the declaration its name resolves to
// from the extension's file. This `Chip` is made Equatable by the extension below; the
// other file's private `Chip` is not.

// Equatable (extension in this file): no view_not_equatable. Its `==` is hand-written and
// leaves the closure out, which equatable_unmarked_closure no longer reports for a View.
private struct Chip: View {
    let title: String
    let onRemove: () -> Void
    var body: some View { Button(title, action: onRemove) }
}

// Resolves to this file's `Chip` (same file wins).
extension Chip: Equatable {
    static func == (lhs: Chip, rhs: Chip) -> Bool {
        lhs.title == rhs.title
    }
}
