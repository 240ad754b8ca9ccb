import SwiftUI

// Its == lives in code outside the linted project; the configuration names it Equatable.
struct LegacyReceipt: View {
    let total: Int
    var body: some View { Text("\(total)") }
}

// Not named in equatable_types.
struct ModernReceipt: View { // expect: view_not_equatable
    let total: Int
    var body: some View { Text("\(total)") }
}
