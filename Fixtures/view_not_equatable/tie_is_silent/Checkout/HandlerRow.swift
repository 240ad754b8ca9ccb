import SwiftUI

// RULES.md, Name resolution: Checkout/ shares no leading directory with Billing/ or
// Shipping/, a tie, so `Handler` is unknown for this use and the rule stays silent rather
// than guess (even though both candidates hold a closure).
struct HandlerRow: View {
    let handler: Handler
    var body: some View { Button("Run", action: handler.run) }
}
