// An @Equatable view that shows a property its equality skips: a change to that
// property alone never re-renders, so the view keeps showing the old value.
import SwiftUI

@Equatable
struct PriceTag: View {
    let amount: Decimal
    @EquatableIgnored var currencyCode: String
    @EquatableIgnored var footnote: String
    @EquatableIgnored var promoText: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        VStack {
            // One diagnostic per property, at its first read.
            Text(amount, format: .currency(code: currencyCode)) // expect: equatable_ignored_in_body
            Text(currencyCode)
            Text(self.footnote) // expect: equatable_ignored_in_body
            Text(footnote)
                .onTapGesture(perform: onTap) // not this rule: `onTap` is @EquatableIgnoredUnsafeClosure
            Button("Promo") {
                print(promoText) // expect: equatable_ignored_in_body
            }
        }
    }
}

// The first read comes after a nested scope that declared (and read) its own local of
// the same name; that local does not reach the later read.
@Equatable
struct StockBadge: View {
    let quantity: Int
    @EquatableIgnored var label: String

    var body: some View {
        VStack {
            HStack {
                let label = "In stock"
                Text(label)
                Text("\(quantity)")
            }
            Text(label) // expect: equatable_ignored_in_body
        }
    }
}
