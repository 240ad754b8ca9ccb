// RULES.md, closure_captures_state: a captured stored property, local or parameter whose type is
// a class of the project reached through a typealias (`typealias Store = CartStore`, also
// optional and through another typealias) is a reference, as the class itself is: a stale copy
// still reaches the current state. A plain value captured beside it still counts.
import SwiftUI

final class CartStore {
    func add(_ sku: String) {}
}

typealias Store = CartStore
typealias MaybeStore = Store?

struct AddButton: View, Equatable {
    let sku: String
    let onAdd: () -> Void
    static func == (lhs: AddButton, rhs: AddButton) -> Bool { lhs.sku == rhs.sku }
    var body: some View { Button(sku, action: onAdd) }
}

struct ProductGrid: View {
    let store: Store
    let backup: MaybeStore
    let count: Int

    var body: some View {
        let local: Store = store
        VStack {
            AddButton(sku: "a") { store.add("a") }
            AddButton(sku: "b") { local.add("b") }
            AddButton(sku: "c") { backup?.add("c") }
            AddButton(sku: "d") { print(count) } // expect: closure_captures_state
        }
    }

    func row(into target: Store) -> some View {
        AddButton(sku: "e") { target.add("e") }
    }
}
