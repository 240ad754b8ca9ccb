import SwiftUI

// RULES.md, equality_not_reflexive: every case the enum declares counts, however declared: with
// a raw value of several tokens (`= -1`), `indirect`, several on one line. Reported naming the
// nested enum by its qualified name, at the `==` written in an extension of the same file.
struct Thermostat: View {
    enum Level: Int {
        case off = -1, low = 1, high
        case boost = 10
    }

    enum Schedule {
        case manual(Level)
        case timed(from: Int, to: Int)
        indirect case chained(Schedule, Schedule)
    }

    let schedule: Schedule

    var body: some View { Text("Thermostat") }
}

extension Thermostat.Level: Equatable {
    static func == (lhs: Thermostat.Level, rhs: Thermostat.Level) -> Bool {
        switch (lhs, rhs) {
        case (.off, .off), (.low, .low):
            return true
        default: // expect: equality_not_reflexive
            return false
        }
    }
}

extension Thermostat.Schedule: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.manual(a), .manual(b)):
            return a == b
        case let (.timed(a, b), .timed(c, d)):
            return a == c && b == d
        default: // expect: equality_not_reflexive
            return false
        }
    }
}
