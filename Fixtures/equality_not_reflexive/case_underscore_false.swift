import Foundation

// RULES.md, equality_not_reflexive: a `case _` that gives `false` counts like a `default:`.
// `.custom` is never matched against itself. Reported at the `case _`.
enum PlaybackRate: Equatable {
    case normal
    case fast(multiplier: Double)
    case custom(label: String, multiplier: Double)

    static func == (lhs: PlaybackRate, rhs: PlaybackRate) -> Bool {
        switch (lhs, rhs) {
        case (.normal, .normal): return true
        case (.fast(let a), .fast(let b)): return a == b
        case _: return false // expect: equality_not_reflexive
        }
    }
}

// The same shape with every case matched: not reported.
enum VideoQuality: Equatable {
    case auto
    case fixed(height: Int)
    case capped(maxHeight: Int, onCellular: Bool)

    static func == (lhs: VideoQuality, rhs: VideoQuality) -> Bool {
        switch (lhs, rhs) {
        case (.auto, .auto): return true
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.capped(let a, let x), .capped(let b, let y)): return a == b && x == y
        case _: return false
        }
    }
}
