// The code of parity_view.swift with `plain_data_only: false`: ParityLabel is not plain
// data (`@State`), but the option asks for `.equatable()` on every custom-`==` View.
import SwiftUI

// Not plain data (`@State`), custom `==`: reported under `plain_data_only: false`.
struct ParityLabel: View, Equatable {
    @State private var blink = false
    let value: Int

    var body: some View {
        Text(value % 2 == 0 ? "even" : "odd")
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value % 2 == rhs.value % 2
    }
}

struct DiceScreen: View {
    @State private var roll = 1

    var body: some View {
        VStack {
            ParityLabel(value: roll) // expect: equatable_modifier_missing
                .padding()
                .border(roll % 2 == 0 ? .red : .blue)
            ParityLabel(value: roll)
                .padding()
                .equatable() // silent: `.equatable()` later in the same chain
            ParityLabel(value: roll) // silent: `.equatable()` comes first in the chain
                .equatable()
                .padding()
            EquatableView(content: ParityLabel(value: roll)) // silent: wrapped in EquatableView
            // As another view's modifier argument: the chain that matters is ParityLabel's own.
            Text("parity")
                .overlay(ParityLabel(value: roll)) // expect: equatable_modifier_missing
            Text("parity")
                .overlay(ParityLabel(value: roll).equatable())
            Button("Roll") {
                roll = Int.random(in: 1...6)
            }
            Text("roll = \(roll)")
        }
    }
}
