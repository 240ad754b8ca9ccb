import SwiftUI

// `Handler` resolves to Billing/Handler.swift (shares `Billing`): a closure inside, reported.
struct BillingRow: View { // expect: view_not_equatable
    let handler: Handler
    var body: some View { Button("Pay", action: handler.run) }
}
