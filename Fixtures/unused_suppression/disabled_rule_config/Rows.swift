import SwiftUI

// RULES.md, unused_suppression: ids of rules that are not enabled in the run are not
// reported. This case's configuration disables view_not_equatable.

// view_not_equatable is disabled: its id suppresses nothing here, but is not reported.
// eqlint:disable:next view_not_equatable
struct ShareRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// An opt-in rule that this configuration does not enable: not reported either.
// eqlint:disable:next onchange_duplicate_action
struct SearchField: View {
    @State private var query = ""
    var body: some View { TextField("Search", text: $query) }
}

// A disabled id beside an enabled one that suppresses nothing: one diagnostic, for the enabled id.
// eqlint:disable:next view_not_equatable equatable_unmarked_closure // expect: unused_suppression
struct CopyRow: View {
    let title: String
    let onCopy: () -> Void
    var body: some View { Button(title, action: onCopy) }
}
