import SwiftUI

struct PriceCell: View, DiffableCell {
    let amount: Int
    var body: some View { Text("\(amount)") }
}

struct StockCell: View, Diffable {
    let symbol: String
    var body: some View { Text(symbol) }
}

struct ThemedCell: View, Themed { // expect: view_not_equatable
    let symbol: String
    var body: some View { Text(symbol) }
}
