import SwiftUI

// Equatable through DiffableCell -> Diffable -> Equatable (Diffing.swift): silent.
struct PriceCell: View, DiffableCell {
    let amount: Int
    var body: some View { Text("\(amount)") }
}

// Equatable through Diffable: silent.
struct StockCell: View, Diffable {
    let symbol: String
    var body: some View { Text(symbol) }
}

// `Themed` does not refine Equatable: not Equatable, but a String input is diffable,
// silent in the default mode.
struct ThemedCell: View, Themed { // expect[mode_all]: view_not_equatable
    let symbol: String
    var body: some View { Text(symbol) }
}

// `Themed` does not refine Equatable; a closure input: reported.
struct ThemedButton: View, Themed { // expect: view_not_equatable
    let onTap: () -> Void
    var body: some View { Button("Go", action: onTap) }
}

// Equatable through DiffableCell (Diffing.swift), synthesized equality: the closure is
// equatable_unmarked_closure's.
struct DiffableButton: View, DiffableCell {
    let onTap: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button("Go", action: onTap) }
}
