// rules-refinements.md 5: an action is reported only when it starts asynchronous or
// throwing work (`Task`, `await` or `try`, directly or in a same-file instance method it
// calls, followed transitively). Assignments, formatting and calls to methods without such
// work are cheap: running them twice in one update costs nothing worth a finding. The
// observed values are shown, not bound to controls, so rules-refinements.md 6 does not apply.
import SwiftUI

struct DraftSummary: View {
    let items: [String]
    @State private var title = ""
    @State private var notes = ""
    @State private var hasChanges = false
    @State private var selection: String?
    @State private var isExpanded = true
    @State private var summary = ""
    @State private var isSyncing = false

    var body: some View {
        VStack {
            Text(title)
            Text(notes)
        }
        // A plain assignment: silent.
        .onChange(of: title) { hasChanges = true }
        .onChange(of: notes) { hasChanges = true }
        // Assigning a property read (no call), with an unused parameter: silent.
        .onChange(of: title) { _ in selection = items.first }
        .onChange(of: notes) { _, _ in selection = items.first }
        // Inside `withAnimation`, the one call that does not count: silent.
        .onChange(of: title) { withAnimation { isExpanded = false } }
        .onChange(of: notes) { withAnimation { isExpanded = false } }
        // Several assignments, over lines: silent.
        .onChange(of: title) {
            hasChanges = true
            isExpanded = true
        }
        .onChange(of: notes) {
            hasChanges = true
            isExpanded = true
        }
        // A call in the assigned value, but no asynchronous or throwing work: silent.
        .onChange(of: title) { summary = String(items.count) }
        .onChange(of: notes) { summary = String(items.count) }
        // An assignment and a call to a method that does no such work: silent.
        .onChange(of: title) {
            hasChanges = true
            refresh()
        }
        .onChange(of: notes) {
            hasChanges = true
            refresh()
        }
        // `withAnimation` around a cheap call: silent.
        .onChange(of: title) { withAnimation { refresh() } }
        .onChange(of: notes) { withAnimation { refresh() } }
        // A method that calls a method that starts a `Task`: followed, reported.
        .onChange(of: title) { withAnimation { reload() } }
        .onChange(of: notes) { withAnimation { reload() } } // expect: onchange_duplicate_action
        // `try` directly in the action: reported.
        .onChange(of: title) { try? validate() }
        .onChange(of: notes) { try? validate() } // expect: onchange_duplicate_action
        // Only an assignment, but inside a `Task`: reported.
        .onChange(of: title) { Task { isSyncing = true } }
        .onChange(of: notes) { Task { isSyncing = true } } // expect: onchange_duplicate_action
    }

    private func refresh() {
        print(title, notes)
    }

    private func reload() {
        fetch()
    }

    private func fetch() {
        Task { print(title, notes) }
    }

    private func validate() throws {}
}
