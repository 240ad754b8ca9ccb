import SwiftUI

// rules-refinements.md 1: both are constructed here, in a file of their own, with a literal
// capturing `scope`, a plain stored property of the host.
struct ToolbarHost: View {
    let scope: String

    var body: some View {
        HStack {
            ToolbarSearch(onSearch: { print(scope, $0) })
            ToolbarFilter(onFilter: { print(scope, $0) })
        }
    }
}
