// A plain-data view with a custom ==: `.equatable()` goes right after each construction,
// after its trailing closures and before the modifiers that follow.
import SwiftUI

struct Parity: View, Equatable {
    let number: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
    var body: some View { Text("\(number)") }
}

struct Meter: View, Equatable {
    let value: Double
    init(value: Double, prepare: () -> Void) {
        prepare()
        self.value = value
    }
    static func == (lhs: Self, rhs: Self) -> Bool { Int(lhs.value) == Int(rhs.value) }
    var body: some View { Text("\(value)") }
}

struct Screen: View {
    let n: Int
    var body: some View {
        VStack {
            Parity(number: n).equatable()
            Parity(number: n + 1).equatable()
                .padding()
            Meter(value: Double(n)) {
                print("prepared")
            }.equatable()
            Parity(number: n).equatable()
        }
    }
}
