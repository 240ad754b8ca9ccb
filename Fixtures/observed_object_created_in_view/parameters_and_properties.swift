import SwiftUI

// RULES.md, observed_object_created_in_view: a construction that reads a parameter of the
// `init` is still reported, with no fix (`@StateObject` would keep the object made from the
// first parameters; the message suggests `.id(…)` on them). A property the `init` set from a
// parameter carries that parameter (`VM(store: self.store)` reads `store`).

final class Store: ObservableObject {}

final class CartViewModel: ObservableObject {
    init(store: Store, currency: String) {}
}

struct CartView: View {
    let store: Store
    @ObservedObject var viewModel: CartViewModel // expect: observed_object_created_in_view

    init(store: Store, currency: String) {
        self.store = store
        _viewModel = ObservedObject(wrappedValue: CartViewModel(store: self.store, currency: currency))
    }

    var body: some View { Text("cart") }
}

// One `init` constructs the object, another is given it: reported (an object the view creates),
// with no fix (the second `init` would keep the first object it was given).
struct CheckoutView: View {
    @ObservedObject var viewModel: CartViewModel // expect: observed_object_created_in_view

    init() {
        _viewModel = ObservedObject(wrappedValue: CartViewModel(store: Store(), currency: "EUR"))
    }

    init(viewModel: CartViewModel) {
        _viewModel = ObservedObject(wrappedValue: viewModel)
    }

    var body: some View { Text("checkout") }
}

// A project type named `ViewStore` is judged as what it is (RULES.md, "Settled for revision 4",
// library names): reported.
final class ViewStore: ObservableObject {
    init(name: String) {}
}

struct StoreBadge: View {
    @ObservedObject var viewStore = ViewStore(name: "badge") // expect: observed_object_created_in_view

    var body: some View { Text("badge") }
}

// Locals of the `init` carry what they are made from: a `let` from a parameter carries it, and a
// local bound by a pattern (`case .episode(let id)`) stands for itself. Reported, no fix.
final class PlayerModel: ObservableObject {
    init(episode: Int, offset: Double) {}
}

enum PlayerSource {
    case episode(Int)
    case none
}

struct PlayerScreen: View {
    @ObservedObject var player: PlayerModel // expect: observed_object_created_in_view

    init(source: PlayerSource, start: Double) {
        let offset = start * 2
        switch source {
        case .episode(let id):
            self.player = PlayerModel(episode: id, offset: offset)
        case .none:
            let fallback = 0
            self.player = PlayerModel(episode: fallback, offset: 0)
        }
    }

    var body: some View { Text("player") }
}

// A local computed from nothing of the `init`'s: the construction reads no parameter, and the
// older `ObservedObject(initialValue:)` spelling counts (the fix writes `StateObject(wrappedValue:`).
struct DefaultPlayer: View {
    @ObservedObject var player: PlayerModel // expect: observed_object_created_in_view

    init() {
        let start = 0.0
        _player = ObservedObject(initialValue: PlayerModel(episode: 1, offset: start))
    }

    var body: some View { Text("default") }
}
