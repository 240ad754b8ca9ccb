import SwiftUI
import Payments

// The code of equatable_types_config/ and view_protocols_config/ under `mode: all`.

// Money is an outside type known to be Equatable; a View holding one is still not
// Equatable itself: reported under `mode: all`.
struct PriceTag: View { // expect: view_not_equatable
    let amount: Money
    var body: some View { Text("price") }
}

// PaymentItem is an outside protocol refining Equatable, named in equatable_types:
// conforming to it makes the View Equatable, silent.
struct PriceBadge: View, PaymentItem {
    let cents: Int
    var body: some View { Text("\(cents)") }
}
