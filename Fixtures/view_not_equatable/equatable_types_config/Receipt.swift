import SwiftUI

// Its == lives in code outside the linted project; the configuration names it Equatable.
struct LegacyReceipt: View {
    let total: Int
    var body: some View { Text("\(total)") }
}

// Not named in equatable_types: not Equatable, but an Int input is diffable: silent in
// the default mode.
struct ModernReceipt: View { // expect[mode_all]: view_not_equatable
    let total: Int
    var body: some View { Text("\(total)") }
}

// Named in equatable_types: Equatable (no hand-written `==` in the project, so synthesized
// as far as the rules know), so view_not_equatable is silent and the unmarked closure is
// equatable_unmarked_closure's.
struct LegacyReceiptButton: View {
    let onReprint: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button("Reprint", action: onReprint) }
}

// Not named, with a closure input: reported.
struct ModernReceiptButton: View { // expect: view_not_equatable
    let onReprint: () -> Void
    var body: some View { Button("Reprint", action: onReprint) }
}
