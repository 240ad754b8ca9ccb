import SwiftUI

// Named in equatable_types: Equatable, silent.
struct LegacyReceipt: View {
    let total: Int
    var body: some View { Text("\(total)") }
}

// Not named in equatable_types: reported under `mode: all`.
struct ModernReceipt: View { // expect: view_not_equatable
    let total: Int
    var body: some View { Text("\(total)") }
}
