import SwiftUI

// `.id(…)` uses that do not make a stateful view anew on every update (RULES.md,
// foreach_unstable_identity form 3): not reported.

struct Countdown: View {
    let seconds: Int
    @State private var remaining = 0

    var body: some View {
        Text("\(remaining)")
    }
}

// Holds no state of its own.
struct StatusBadge: View {
    let text: String

    var body: some View {
        Text(text).padding(4)
    }
}

struct SyncScreen: View {
    @State private var reloadToken = UUID()
    let itemID: Int
    let status: String

    var body: some View {
        VStack {
            // Restarting a ProgressView this way is a known workaround.
            ProgressView()
                .id(UUID())
            // Whatever else its chain holds ("Settled for revision 4").
            ProgressView("Syncing")
                .transition(.opacity)
                .id(UUID())
            // A stored token, changed on purpose: the argument calls nothing.
            Countdown(seconds: 30)
                .id(reloadToken)
            // A stable identifier.
            Countdown(seconds: 10)
                .id(itemID)
            // A plain `Text`: no state, no transition, no animation.
            Text(status)
                .id(UUID())
            // A project view that holds no state.
            StatusBadge(text: status)
                .id(Date())
            Button("Restart") { reloadToken = UUID() }
        }
    }

    // Not in a `body`: a helper that builds a view (a decision: RULES.md says "in a `body`").
    func freshCountdown() -> some View {
        Countdown(seconds: 5).id(UUID())
    }
}
