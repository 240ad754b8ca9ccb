import SwiftUI

// RULES.md, equatable_unmarked_closure: not reported for a type that is not a View when
// its hand-written `==` is identity-keyed (compares only properties named `id`, or whose
// type, declared or constructed by the initial value, is UUID or ObjectIdentifier).

// Compares only `id` (an Int named `id`): identity-keyed, silent.
struct Job: Equatable {
    let id: Int
    let title: String
    let run: () -> Void
    static func == (lhs: Job, rhs: Job) -> Bool { lhs.id == rhs.id }
}

// Compares only a declared UUID: identity-keyed, silent.
struct Session: Equatable {
    let token: UUID
    let onExpire: () -> Void
    static func == (lhs: Session, rhs: Session) -> Bool { lhs.token == rhs.token }
}

// Compares only an ObjectIdentifier: identity-keyed, silent.
struct Observation: Equatable {
    let owner: ObjectIdentifier
    let onChange: (Int) -> Void
    static func == (lhs: Observation, rhs: Observation) -> Bool { lhs.owner == rhs.owner }
}

// `var key = UUID()`: no annotation, the initial value constructs a UUID: identity-keyed, silent.
struct Subscription: Equatable {
    var key = UUID()
    let onEvent: (String) -> Void
    static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs.key == rhs.key }
}

// Compares `id` and a name as well: not only identity, reported.
struct Chore: Equatable {
    let id: Int
    let name: String
    let perform: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: Chore, rhs: Chore) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
}

// A View whose `==` is identity-keyed: a View's `==` decides whether it re-renders, so still reported.
struct JobRow: View, Equatable {
    let id: UUID
    let onOpen: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button("Open", action: onOpen) }
    static func == (lhs: JobRow, rhs: JobRow) -> Bool { lhs.id == rhs.id }
}
