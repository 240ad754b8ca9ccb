import Foundation

// Shapes the analysis does not understand must not crash it (RULES.md, revision 4).

// An `==` with no body (not Swift: the parser reads it as a declaration): nothing to read.
enum Cursor: Equatable {
    case arrow
    case beam(width: Int)

    static func == (lhs: Cursor, rhs: Cursor) -> Bool
}

// A label with no colon: the labels before it are read, and nothing after it; no `false`
// is found, so nothing is reported.
enum Marker: Equatable {
    case pin
    case flag(color: Int)

    static func == (lhs: Marker, rhs: Marker) -> Bool {
        switch (lhs, rhs) {
        case (.pin, .pin): return true
        case (.flag(let a), .flag(let b)) return a == b
        default: return false
        }
    }
}

// A `switch` over both parameters with no braces after it: not read.
enum Anchor: Equatable {
    case top, bottom

    static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        switch (lhs, rhs)
        return false
    }
}
