// An @Equatable view's unmarked closures. The unsafe fix marks one
// @EquatableIgnoredUnsafeClosure only when no call site in the project passes it a closure
// that would go stale once equality ignores it (closure_captures_state).
import SwiftUI
import Equatable

@Equatable
struct Row: View {
    let title: String
    // Its call site passes a closure that captures nothing that changes: marked.
    @EquatableIgnoredUnsafeClosure fileprivate let onTap: () -> Void
    // Its call site captures 'count', which would go stale: no fix.
    let onHold: () -> Void
    var body: some View { Text(title) }
}

struct Screen: View {
    let count: Int
    var body: some View {
        Row(title: "a", onTap: { print("tap") }, onHold: { print(count) })
    }
}
