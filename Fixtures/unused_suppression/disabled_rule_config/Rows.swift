import SwiftUI

// RULES.md, unused_suppression: ids of rules that are not enabled in the run are not
// reported. This case's configuration disables onchange_duplicate_action (on by default)
// and does not enable view_not_equatable (opt-in).

// onchange_duplicate_action is disabled: its id suppresses nothing here, but is not reported.
struct SearchField: View {
    @State private var query = ""
    @State private var scope = 0
    var body: some View {
        TextField("Search", text: $query)
            .onChange(of: query) { search() }
            // eqlint:disable:next onchange_duplicate_action
            .onChange(of: scope) { search() }
    }
    private func search() {}
}

// An opt-in rule that this configuration does not enable: not reported either.
// eqlint:disable:next view_not_equatable
struct ShareRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// A disabled id beside an enabled one that suppresses nothing: one diagnostic, for the enabled id.
// eqlint:disable:next onchange_duplicate_action equatable_unmarked_closure // expect: unused_suppression
struct CopyRow: View {
    let title: String
    let onCopy: () -> Void
    var body: some View { Button(title, action: onCopy) }
}
