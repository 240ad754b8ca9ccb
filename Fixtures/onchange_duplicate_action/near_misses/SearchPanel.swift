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
        // Actions that take parameters are not reported, even when identical.
        .onChange(of: sortAscending) { oldValue, newValue in
            runSearch()
        }
        .onChange(of: showArchived) { oldValue, newValue in
            runSearch()
        }
        // Parameterless, but not token for token the same.
        .onChange(of: pageSize) {
            runSearch(resetPage: true)
        }
    }

    private func runSearch(resetPage: Bool = false) {
        print(query, scope, sortAscending, showArchived, pageSize, resetPage)
    }
}
