import SwiftUI
import Payments

// Money is an outside type known to be Equatable; a View holding one is still not
// Equatable itself, but Money is diffable, so silent in the default mode (`mode: all`,
// variant mode_all, reports it).
struct PriceTag: View { // expect[mode_all]: view_not_equatable
    let amount: Money
    var body: some View { Text("price") }
}

// PaymentItem is an outside protocol refining Equatable, named in the configuration:
// conforming to it makes the View Equatable, silent.
struct PriceBadge: View, PaymentItem {
    let cents: Int
    var body: some View { Text("\(cents)") }
}
