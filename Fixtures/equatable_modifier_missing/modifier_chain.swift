// The chains of parity_view.swift on a plain-data view (an Int only): SwiftUI compares it
// field by field and uses its custom `==` only inside `EquatableView` or after `.equatable()`.
import SwiftUI

// Plain data (one Int) with a custom `==` (parity): its bare constructions are reported.
struct ParityChip: View, Equatable {
    let value: Int

    var body: some View {
        Text(value % 2 == 0 ? "even" : "odd")
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value % 2 == rhs.value % 2
    }
}

// Only `@State`: no inputs of its own, not reported; its body constructs ParityChip.
struct DiceBoard: View {
    @State private var roll = 1

    var body: some View {
        VStack {
            ParityChip(value: roll) // expect: equatable_modifier_missing
                .padding()
                .border(roll % 2 == 0 ? .red : .blue)
            ParityChip(value: roll)
                .padding()
                .equatable() // silent: `.equatable()` later in the same chain
            ParityChip(value: roll) // silent: `.equatable()` comes first in the chain
                .equatable()
                .padding()
            EquatableView(content: ParityChip(value: roll)) // silent: wrapped in EquatableView
            // As another view's modifier argument: the chain that matters is ParityChip's own.
            Text("parity")
                .overlay(ParityChip(value: roll)) // expect: equatable_modifier_missing
            Text("parity")
                .overlay(ParityChip(value: roll).equatable())
            Button("Roll") {
                roll = Int.random(in: 1...6)
            }
        }
    }
}
