// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import SwiftUI

// RULES.md, revision 4, Hashed: the type of the `id` of an `Identifiable` type (SwiftUI
// hashes identifiers), and the value of a `@FocusState` property, are hashed.

// The `id` of `Order`.
struct OrderNumber: Hashable { // expect: hashable_equatable_mismatch
    let prefix: String
    let value: Int
    var checksum: Int
    static func == (lhs: OrderNumber, rhs: OrderNumber) -> Bool {
        lhs.prefix == rhs.prefix && lhs.value == rhs.value
    }
}

struct Order: Identifiable {
    let id: OrderNumber
    var total: Decimal
}

// The value of a `@FocusState` (optional). An enum: the `.line` case is matched as
// `(.line, .line)` without its associated value though it has one (form 1).
enum CheckoutField: Hashable { // expect: hashable_equatable_mismatch
    case cardNumber
    case expiry
    case addressLine(index: Int)

    static func == (lhs: CheckoutField, rhs: CheckoutField) -> Bool {
        switch (lhs, rhs) {
        case (.cardNumber, .cardNumber), (.expiry, .expiry), (.addressLine, .addressLine):
            return true
        default:
            return false
        }
    }
}

// A property of an Identifiable type that is not its `id`: not hashed, not reported.
struct ShippingNote: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let text: String
    var isGift: Bool
    static func == (lhs: ShippingNote, rhs: ShippingNote) -> Bool { lhs.text == rhs.text }
}

struct Shipment: Identifiable {
    let id: Int
    var note: ShippingNote
}

struct CheckoutForm: View {
    let orders: [Order]
    let shipments: [Shipment]
    @FocusState private var focusedField: CheckoutField?
    @State private var card = ""

    var body: some View {
        Form {
            TextField("Card", text: $card)
                .focused($focusedField, equals: .cardNumber)
            ForEach(orders) { order in
                Text(order.total, format: .currency(code: "EUR"))
            }
            ForEach(shipments) { shipment in
                Text(shipment.note.text)
            }
        }
    }
}
