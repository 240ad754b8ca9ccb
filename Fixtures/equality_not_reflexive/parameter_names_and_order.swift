import Foundation

// RULES.md, equality_not_reflexive: "switches over both parameters", whatever they are
// called and in whichever order the tuple lists them (a decision: `switch (b, a)` is a
// switch over both parameters). `.text` is never matched against itself: reported.
enum MessageBody: Equatable {
    case text(String)
    case image(url: URL, caption: String?)
    case location(latitude: Double, longitude: Double)

    static func == (a: Self, b: Self) -> Bool {
        switch (b, a) {
        case (.image(let u1, let c1), .image(let u2, let c2)):
            return u1 == u2 && c1 == c2
        case (.location(let x1, let y1), .location(let x2, let y2)):
            return x1 == x2 && y1 == y2
        default: // expect: equality_not_reflexive
            return false
        }
    }
}

// Near miss: a `switch` over one parameter only is not `switch (lhs, rhs)`: not reported
// (the rule does not guess what the nested `if case` does).
enum DistanceUnit: Equatable {
    case metric
    case imperial
    case nautical

    static func == (lhs: DistanceUnit, rhs: DistanceUnit) -> Bool {
        switch lhs {
        case .metric:
            if case .metric = rhs { return true }
        case .imperial:
            if case .imperial = rhs { return true }
        case .nautical:
            break
        }
        return false
    }
}
