import Foundation

// Code the analysis does not fully understand (it would not compile) must not crash it,
// and every other finding stands (RULES.md, revision 4).

// A switch cut short: no `default:`, no `case _`, no `return false` after it (it is not
// exhaustive). Nothing in it gives `false`: not reported.
enum Tool: Equatable {
    case pen(width: Double)
    case eraser
    case lasso

    static func == (lhs: Tool, rhs: Tool) -> Bool {
        switch (lhs, rhs) {
        case (.pen(let a), .pen(let b)):
            return a == b
        }
    }
}

// An empty switch: not reported.
enum Layer: Equatable {
    case background
    case ink(opacity: Double)

    static func == (lhs: Layer, rhs: Layer) -> Bool {
        switch (lhs, rhs) {
        }
    }
}

// Patterns naming cases the enum does not declare (left over from a rename): `.marker` is
// still never matched against itself, and `default:` gives `false`: reported.
enum Brush: Equatable {
    case pencil
    case marker(color: String)

    static func == (lhs: Brush, rhs: Brush) -> Bool {
        switch (lhs, rhs) {
        case (.pencil, .pencil): return true
        case (.highlighter(let a), .highlighter(let b)): return a == b
        default: return false // expect: equality_not_reflexive
        }
    }
}
