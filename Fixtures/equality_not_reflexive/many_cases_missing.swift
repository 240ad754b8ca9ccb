import Foundation

// RULES.md, equality_not_reflexive: one diagnostic for the `==`, at the `default:`, naming
// at most five of the cases never matched against themselves (six here: `day` … `all`).
// Whoever wrote it meant the `default:` for "different cases", and forgot that the cases
// without payloads reach it too.
enum ChartRange: Equatable {
    case day, week, month, quarter, year, all
    case custom(start: Date, end: Date)

    static func == (lhs: ChartRange, rhs: ChartRange) -> Bool {
        switch (lhs, rhs) {
        case (.custom(let a, let b), .custom(let c, let d)):
            return a == c && b == d
        default: // expect: equality_not_reflexive
            return false
        }
    }
}
