import SwiftUI

// RULES.md, Name resolution: a `private` type declared in two files; the declaration in
// the same file as the use wins.

// Not a View, no rule for it; this file's `Row` holds a closure.
private struct Row {
    let title: String
    let onSelect: () -> Void
}

// `Row` is this file's (same file wins): it holds a closure, non-diffable, reported.
private struct CheckoutList: View { // expect: view_not_equatable
    let row: Row
    var body: some View { Button(row.title, action: row.onSelect) }
}
