// A construction written with a backticked type name is the same construction.
import SwiftUI

struct Parity: View, Equatable {
    let number: Int
    var body: some View { Text(number % 2 == 0 ? "even" : "odd") }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
}

struct Counter: View {
    @State private var n = 0
    var body: some View {
        `Parity`(number: n) // expect: equatable_modifier_missing
    }
}
