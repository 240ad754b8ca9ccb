import Foundation

// RULES.md, equality_not_reflexive: a `default:` that gives `false` may be written as a switch
// expression's `false` (Swift 5.9: `return switch …`, or the switch as the body's only
// expression). `.archived` is never matched against itself: reported.
enum FolderKind: Equatable {
    case inbox
    case custom(name: String)
    case archived(year: Int)

    static func == (lhs: FolderKind, rhs: FolderKind) -> Bool {
        return switch (lhs, rhs) {
        case (.inbox, .inbox): true
        case (.custom(let a), .custom(let b)): a == b
        default: false // expect: equality_not_reflexive
        }
    }
}

// The switch is the whole body; `.dark` is never matched against itself: reported.
enum Appearance: Equatable {
    case light
    case dark(contrast: Double)

    static func == (l: Appearance, r: Appearance) -> Bool {
        switch (l, r) {
        case (.light, .light): true
        case _: false // expect: equality_not_reflexive
        }
    }
}

// Near miss: every case matched before the `default: false`.
enum Density: Equatable {
    case compact
    case regular(spacing: Double)

    static func == (lhs: Density, rhs: Density) -> Bool {
        switch (lhs, rhs) {
        case (.compact, .compact): true
        case let (.regular(a), .regular(b)): a == b
        default: false
        }
    }
}
