import Foundation

// Identity equality compares no field, so no closure is silently left out of it.
final class Subscription: Equatable {
    let onCancel: () -> Void
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    static func == (lhs: Subscription, rhs: Subscription) -> Bool { ObjectIdentifier(lhs) == ObjectIdentifier(rhs) }
}

// A field-by-field == that leaves the closure out is what the rule is about.
struct Column: Equatable {
    let name: String
    let format: (Double) -> String // expect: equatable_unmarked_closure
    static func == (lhs: Column, rhs: Column) -> Bool { lhs.name == rhs.name }
}
