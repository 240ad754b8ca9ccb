// Where constructions are checked: a View's body, and its @ViewBuilder functions and
// properties. Plain helpers, free functions and previews are not checked.
import SwiftUI

struct ParityDot: View, Equatable {
    let number: Int

    var body: some View {
        Circle()
            .fill(number % 2 == 0 ? Color.red : Color.blue)
    }

    static func == (lhs: ParityDot, rhs: ParityDot) -> Bool {
        lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
    }
}

struct DotStrip: View {
    @State private var numbers = [1, 2, 3]

    var body: some View {
        HStack {
            ForEach(numbers, id: \.self) { n in
                ParityDot(number: n) // expect: equatable_modifier_missing
            }
            header
            footer(for: numbers.count)
            plainDot(numbers.count)
            caption
        }
    }

    @ViewBuilder
    private var header: some View {
        ParityDot(number: 0) // expect: equatable_modifier_missing
    }

    @ViewBuilder
    private func footer(for count: Int) -> some View {
        if count > 0 {
            ParityDot(number: count) // expect: equatable_modifier_missing
        }
    }

    // A plain helper function: not checked.
    private func plainDot(_ value: Int) -> ParityDot {
        ParityDot(number: value)
    }

    // Neither body nor @ViewBuilder: not checked.
    private var caption: some View {
        ParityDot(number: -1)
    }
}

func makeDot(_ value: Int) -> some View {
    ParityDot(number: value) // silent: a free function
}

#Preview {
    ParityDot(number: 7) // silent: previews are not checked
}
