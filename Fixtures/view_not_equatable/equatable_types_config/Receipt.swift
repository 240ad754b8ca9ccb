import SwiftUI

// Its == lives in code outside the linted project; the configuration names it Equatable.
struct LegacyReceipt: View {
    let total: Int
    var body: some View { Text("\(total)") }
}

// Not named in equatable_types: not Equatable, but an Int input is diffable: silent.
struct ModernReceipt: View {
    let total: Int
    var body: some View { Text("\(total)") }
}

// Named in equatable_types: Equatable, so view_not_equatable is silent; a View with any
// equality and an unmarked closure is equatable_unmarked_closure's.
struct LegacyReceiptButton: View {
    let onReprint: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button("Reprint", action: onReprint) }
}

// Not named, with a closure input: reported.
struct ModernReceiptButton: View { // expect: view_not_equatable
    let onReprint: () -> Void
    var body: some View { Button("Reprint", action: onReprint) }
}
