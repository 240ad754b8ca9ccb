// RULES.md, closure_captures_state: a captured local, parameter or stored property whose
// type (declared, or constructed by the initial value, as in `let cart = CartStore()`) is
// `Binding<…>` or a class or actor known to the index is excused: a stale copy of a
// reference still reaches the current state.
import SwiftUI

final class CartStore {
    static let shared = CartStore()
    var lastSKU = ""
    func add(_ sku: String) {}
}

actor PriceCache {
    func refresh() {}
}

@Equatable
struct AddButton: View {
    let sku: String
    @EquatableIgnoredUnsafeClosure var onAdd: () -> Void
    var body: some View { Button(sku, action: onAdd) }
}

struct ProductGrid: View {
    let quantity: Binding<Int>
    let store: CartStore
    let cache: PriceCache
    let currency: String

    var body: some View {
        let cart = CartStore()
        let prices = PriceCache()
        let count: Binding<Int> = quantity
        let shared = CartStore.shared
        let lastAdded = store.lastSKU
        let formatter = NumberFormatter()
        VStack {
            // Stored properties: a Binding (no wrapper), a project class, a project actor.
            AddButton(sku: "a") { quantity.wrappedValue += 1 }
            AddButton(sku: "b") { store.add("b") }
            AddButton(sku: "c") { Task { await cache.refresh() } }
            // Locals: constructed project class and actor, a declared Binding.
            AddButton(sku: "d") { cart.add("d") }
            AddButton(sku: "e") { Task { await prices.refresh() } }
            AddButton(sku: "f") { count.wrappedValue = 0 }
            // Revision 4 (Constant): `CartStore.shared` names a `static let`, so `shared` is a
            // constant, and a constant cannot change: no longer reported.
            AddButton(sku: "g") { shared.add("g") }
            // Near misses: a local read through a reference (a member of it: "Settled for
            // revision 4"), a constructed class neither the index nor RULES.md's list knows,
            // a plain stored value.
            AddButton(sku: "j") { print(lastAdded) } // expect: closure_captures_state
            AddButton(sku: "h") { print(formatter) } // expect: closure_captures_state
            AddButton(sku: "i") { print(currency) } // expect: closure_captures_state
        }
    }

    // Parameters: a project class and a Binding are excused, a String is not. `sku` is the
    // whole `sku:` argument, a compared input of AddButton: excused as well.
    func row(sku: String, into target: CartStore, amount: Binding<Int>, note: String) -> some View {
        VStack {
            AddButton(sku: sku) { target.add(sku) }
            AddButton(sku: sku) { amount.wrappedValue += 1 }
            AddButton(sku: sku) { print(note) } // expect: closure_captures_state
        }
    }
}
