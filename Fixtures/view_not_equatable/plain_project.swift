// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, view_not_equatable: this project does not use the @Equatable macro, so the
// advice is a hand-written `==` that compares the other inputs and leaves the closures out,
// after checking the call sites. Following it leads into no other finding about the view
// itself (equatable_unmarked_closure does not report a View whose `==` is hand-written);
// what can still go wrong is a call site, which closure_captures_state reports. (Only the
// message differs from macro_project.swift, and the fixtures check findings.)

// A closure input: reported.
struct ShareRow: View { // expect: view_not_equatable
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// The advice followed: silent.
struct SharedRow: View, Equatable {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
    static func == (lhs: SharedRow, rhs: SharedRow) -> Bool { lhs.title == rhs.title }
}

// Its diffable input (String) keeps it silent; its call sites are checked.
struct ShareList: View {
    let titles: [String]
    let folder: String
    var body: some View {
        ForEach(titles, id: \.self) { title in
            SharedRow(title: title, onShare: { print("share") })
            SharedRow(title: title, onShare: { print("share to", folder) }) // expect: closure_captures_state
        }
    }
}
