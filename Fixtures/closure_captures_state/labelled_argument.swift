// Closures passed by label (`onIncrement: { … }`) to properties that equality ignores.
import SwiftUI

@Equatable
struct QuantityStepper: View {
    let label: String
    @EquatableIgnoredUnsafeClosure var onIncrement: () -> Void
    @EquatableIgnoredUnsafeClosure var onDecrement: () -> Void

    var body: some View {
        HStack {
            Text(label)
            Button("+", action: onIncrement)
            Button("-", action: onDecrement)
        }
    }
}

@Equatable
struct OrderLine: View {
    let sku: String
    var quantity: Int
    var giftNote: String

    var body: some View {
        VStack {
            // Two closures, two diagnostics: one for each closure.
            QuantityStepper(
                label: "Quantity",
                onIncrement: {
                    print("raise", quantity) // expect: closure_captures_state
                },
                onDecrement: {
                    print("lower", self.quantity) // expect: closure_captures_state
                }
            )
            // One diagnostic for the whole closure, at its first stale capture (`giftNote`),
            // naming `giftNote`, `sku` and `quantity`.
            QuantityStepper(
                label: "Gift",
                onIncrement: {
                    let step = 1
                    print("step", step)
                    print(giftNote) // expect: closure_captures_state
                    print(sku)
                    print(self.quantity + step)
                },
                onDecrement: {
                    print("decrement pressed")
                }
            )
        }
    }
}
