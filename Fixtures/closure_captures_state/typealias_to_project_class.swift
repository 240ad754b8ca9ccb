import SwiftUI

// A class of the project reached through a typealias is a reference type like the class
// itself (RULES.md, Reference type and Name resolution: a typealias resolves through the
// index). `Store` is also the name of a library class (The Composable Architecture's), but
// here it names the project's typealias, which resolves to `CartStore`, a project class:
// capturing it is not reported. (Regression: this capture was reported.)

final class CartStore {
    func add(_ sku: String) {}
}

typealias Store = CartStore
typealias Quantity = Int

@Equatable
struct AddToCartButton: View {
    let sku: String
    @EquatableIgnoredUnsafeClosure var onAdd: () -> Void

    var body: some View {
        Button("Add \(sku)", action: onAdd)
    }
}

struct ProductPage: View {
    let store: Store
    let quantity: Quantity

    var body: some View {
        VStack {
            AddToCartButton(sku: "A-1") { store.add("A-1") }
            // Near miss: a typealias of a value type is a value: reported.
            AddToCartButton(sku: "A-2") { print(quantity) } // expect: closure_captures_state
        }
    }
}
