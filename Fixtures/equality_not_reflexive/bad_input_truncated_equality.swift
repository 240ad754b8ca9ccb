import Foundation

// The ordinary finding, before the problem: still reported (RULES.md, invalid_source:
// "Everything before the problem is still analysed").
enum Stroke: Equatable {
    case solid
    case dashed(length: Double)
    case dotted(spacing: Double)

    static func == (lhs: Stroke, rhs: Stroke) -> Bool {
        switch (lhs, rhs) {
        case (.solid, .solid): return true
        case (.dashed(let a), .dashed(let b)): return a == b
        default: return false // expect: equality_not_reflexive
        }
    }
}

// The file ends in the middle of a `switch` inside an `==` (an editor linting as the user
// types). The enum, the `==` and the `switch` are all left open: invalid_source is reported
// at the opening delimiter of the first of them in the file, the enum's `{` (a decision:
// "the first problem"). Nothing after it needs to be reported.
enum Fill: Equatable { // expect: invalid_source
    case none
    case color(String)
    case gradient(from: String, to: String)

    static func == (lhs: Fill, rhs: Fill) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none):
            return true
        case (.color(let a), .color(let b)):
