// Repeated onChange actions that are not reported.
import SwiftUI

struct SearchPanel: View {
    @State private var query = ""
    @State private var scope = 0
    @State private var sortAscending = true
    @State private var showArchived = false
    @State private var pageSize = 20

    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .onChange(of: query) {
                    runSearch()
                }
            // A different chain from the TextField's above.
            Picker("Scope", selection: $scope) {
                Text("All").tag(0)
                Text("Mine").tag(1)
            }
            .onChange(of: scope) {
                runSearch()
            }
        }
        // Actions that use a parameter are not reported, even when token for token the same.
        .onChange(of: sortAscending) { _, newValue in
            remember(newValue)
        }
        .onChange(of: showArchived) { _, newValue in
            remember(newValue)
        }
        // Parameterless, but not token for token the same.
        .onChange(of: pageSize) {
            runSearch(resetPage: true)
        }
    }

    // Assigns `query` and `scope` together, so rules-refinements.md 6 does not excuse them:
    // the TextField's and the Picker's actions are silent only because they are in
    // different chains.
    private func resetFilters() {
        query = ""
        scope = 0
    }

    private func runSearch(resetPage: Bool = false) {
        print(query, scope, sortAscending, showArchived, pageSize, resetPage)
    }

    private func remember(_ flag: Bool) {
        print("toggled", flag)
    }
}
