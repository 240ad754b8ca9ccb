import Foundation

// RULES.md, equality_hides_change: the use (an `@Observable` class's stored property, in
// Session/WorkoutSession.swift) and the read of the left-out property (Views/WorkoutSummary
// .swift) are in other files: uses across the project count.
struct Workout: Equatable {
    let startedAt: Date
    var kind: String
    var heartRate: Int

    static func == (lhs: Workout, rhs: Workout) -> Bool { // expect: equality_hides_change
        lhs.startedAt == rhs.startedAt && lhs.kind == rhs.kind
    }
}

// Its left-out property is read nowhere in the project: not reported.
struct Split: Equatable {
    var distance: Double
    var note: String

    static func == (lhs: Split, rhs: Split) -> Bool { lhs.distance == rhs.distance }
}
