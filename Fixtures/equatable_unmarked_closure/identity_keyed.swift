import SwiftUI

// RULES.md, equatable_unmarked_closure: not reported for a type that is not a View when
// its hand-written `==` is identity-keyed: it compares a property named `id`, or one whose
// type (declared, or constructed by the initial value) is UUID or ObjectIdentifier,
// whatever else it compares.

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

// An ObjectIdentifier constructed by the initial value: identity-keyed, silent.
struct Listener: Equatable {
    let source = ObjectIdentifier(NotificationCenter.default)
    let onPost: (String) -> Void
    static func == (lhs: Listener, rhs: Listener) -> Bool { lhs.source == rhs.source }
}

// Compares `id` and a name as well: identity-keyed whatever else it compares, silent.
struct Chore: Equatable {
    let id: Int
    let name: String
    let perform: () -> Void
    static func == (lhs: Chore, rhs: Chore) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
}

// `id` compared inside a longer expression still counts (`.id` on a parameter).
struct Step: Equatable {
    let id: UUID
    let advance: () -> Void
    static func == (lhs: Step, rhs: Step) -> Bool { lhs.id.uuidString == rhs.id.uuidString }
}

// Near miss: a String key that is not named `id`: not identity-keyed, reported.
struct Shortcut: Equatable {
    let identifier: String
    let trigger: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: Shortcut, rhs: Shortcut) -> Bool { lhs.identifier == rhs.identifier }
}

// Near miss: the UUID exists but `==` does not compare it: not identity-keyed, reported.
struct Countdown: Equatable {
    let uuid: UUID
    let interval: Double
    let onFire: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: Countdown, rhs: Countdown) -> Bool { lhs.interval == rhs.interval }
}

// A View whose `==` is hand-written, identity-keyed or not: never reported (a View's
// call sites are closure_captures_state's).
struct JobRow: View, Equatable {
    let id: UUID
    let onOpen: () -> Void
    var body: some View { Button("Open", action: onOpen) }
    static func == (lhs: JobRow, rhs: JobRow) -> Bool { lhs.id == rhs.id }
}
