import SwiftUI
import Observation

// More of RULES.md's clauses for equality_hides_change, each with a case on either side.

// A closure left out of `==` is no ignored property: not reported.
struct RowAction: Equatable {
    var title: String
    var perform: () -> Void // expect: equatable_unmarked_closure

    static func == (lhs: RowAction, rhs: RowAction) -> Bool { lhs.title == rhs.title }
}

// A property with a skipped wrapper left out of `==` is no ignored property: not reported.
struct ThemeChoice: Equatable {
    var name: String
    @AppStorage("accent") var accent = "blue"

    static func == (lhs: ThemeChoice, rhs: ThemeChoice) -> Bool { lhs.name == rhs.name }
}

// Read only in its own `hash(into:)`: not read somewhere else, not reported.
struct Coupon: Hashable {
    var code: String
    var batch: Int

    static func == (lhs: Coupon, rhs: Coupon) -> Bool { lhs.code == rhs.code }

    func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(batch)
    }
}

// Identity-keyed by a `UUID` property that is not named `id`, a `var` left out and read:
// reported, naming the key.
struct Ticket: Equatable {
    let key: UUID
    var seat: String

    static func == (lhs: Ticket, rhs: Ticket) -> Bool { // expect: equality_hides_change
        lhs.key == rhs.key
    }
}

// Identity-keyed with a `var` left out and read, but kept nowhere that skips equal values:
// every finding needs a use, not reported.
struct Receipt: Identifiable, Equatable {
    let id: UUID
    var total: Double

    static func == (lhs: Receipt, rhs: Receipt) -> Bool { lhs.id == rhs.id }
}

// The value of `.task(id:)` is an array of the type; the task reads the left-out property:
// reported.
struct Stop: Equatable {
    var name: String
    var eta: Int

    static func == (lhs: Stop, rhs: Stop) -> Bool { // expect: equality_hides_change
        lhs.name == rhs.name
    }
}

@Observable
final class Box {
    var action = RowAction(title: "Go", perform: {})
    var theme = ThemeChoice(name: "Plain")
    var coupon: Coupon?
    var ticket: Ticket?
    // Not tracked: Observation never compares it.
    @ObservationIgnored var lastReceipt: Receipt?
}

struct BoxView: View {
    let box: Box
    let stops: [Stop]
    let receipts: [Receipt]
    @State private var summary = ""

    var body: some View {
        VStack {
            Button(box.action.title) { box.action.perform() }
            Text(box.theme.accent)
            Text(box.ticket?.seat ?? "")
            ForEach(receipts) { Text("\($0.total)") }
            Text(summary)
        }
        .task(id: stops) {
            summary = stops.map { "\($0.name) \($0.eta)" }.joined(separator: ", ")
        }
    }
}
