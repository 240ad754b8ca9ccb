import Foundation

// A class: never reported (its equality is about identity, a closure is behaviour).
final class Subscription: Equatable {
    let onCancel: () -> Void
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    static func == (lhs: Subscription, rhs: Subscription) -> Bool { ObjectIdentifier(lhs) == ObjectIdentifier(rhs) }
}

// A field-by-field == that leaves the closure out (and compares a name, not an identity) is what the rule is about.
struct Column: Equatable {
    let name: String
    let format: (Double) -> String // expect: equatable_unmarked_closure
    static func == (lhs: Column, rhs: Column) -> Bool { lhs.name == rhs.name }
}
