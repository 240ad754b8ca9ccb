// Our variation of the parity view, as the article has it: the `@State` property makes the
// view not plain data (RULES.md, Plain data: every property wrapper, `@State` included,
// is not plain data), and SwiftUI then uses its `==` by itself, with or without
// `.equatable()`. So no construction is reported here; modifier_chain.swift checks the
// same chains on a plain-data view, and plain_data_only_false/ reports these with
// `plain_data_only: false`.
import SwiftUI

// Not plain data (`@State`): its constructions are not reported.
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
            ParityLabel(value: roll) // silent: not plain data, SwiftUI uses `==` anyway
                .padding()
                .border(roll % 2 == 0 ? .red : .blue)
            ParityLabel(value: roll)
                .padding()
                .equatable() // silent: `.equatable()` later in the same chain
            ParityLabel(value: roll) // silent: `.equatable()` comes first in the chain
                .equatable()
                .padding()
            EquatableView(content: ParityLabel(value: roll)) // silent: wrapped in EquatableView
            // As another view's modifier argument: not plain data either.
            Text("parity")
                .overlay(ParityLabel(value: roll)) // silent: not plain data
            Text("parity")
                .overlay(ParityLabel(value: roll).equatable())
            Button("Roll") {
                roll = Int.random(in: 1...6)
            }
            Text("roll = \(roll)")
        }
    }
}
