import SwiftUI

// RULES.md, "Settled for revision 4": library names (`Store`, `Timer`, …) are recognised by
// spelling only when name resolution finds no project type of that name. This project's
// own `Store` is a struct: a value that can change, so capturing it is reported. Its own
// `Timer` class is a reference like any project class.

struct Store {
    var name: String
    var openingHours: String
}

final class Timer {
    func restart() {}
}

@Equatable
struct StoreRow: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onCall: () -> Void

    var body: some View {
        Button(title, action: onCall)
    }
}

struct StoreLocator: View {
    let nearest: Store
    let refresh: Timer

    var body: some View {
        VStack {
            StoreRow(title: "Call") { print(nearest.name) } // expect: closure_captures_state
            StoreRow(title: "Refresh") { refresh.restart() }
        }
    }
}
