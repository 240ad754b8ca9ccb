// Inputs that look derived but are not (RULES.md, Derived input): reported.
import SwiftUI

// `headline` comes from `locale`, a parameter that is not stored: not derived.
struct Greeting: View, Equatable {
    let name: String
    let headline: String

    init(name: String, locale: String) {
        self.name = name
        self.headline = locale == "fr" ? "Bonjour" : "Hello"
    }

    var body: some View { Text(headline + ", " + name) }

    static func == (lhs: Greeting, rhs: Greeting) -> Bool { // expect: custom_equality_misses_body_input
        lhs.name == rhs.name
    }
}

// Derived in one init, a bare parameter in the other: not derived in every init.
struct PriceLabel: View, Equatable {
    let cents: Int
    let label: String

    init(cents: Int) {
        self.cents = cents
        self.label = "\(cents / 100) €"
    }

    init(cents: Int, label: String) {
        self.cents = cents
        self.label = label
    }

    var body: some View { Text(label) }

    static func == (lhs: PriceLabel, rhs: PriceLabel) -> Bool { // expect: custom_equality_misses_body_input
        lhs.cents == rhs.cents
    }
}

// No init of its own (the memberwise one assigns every input bare): nothing is derived.
struct LevelMeter: View, Equatable {
    let level: Int
    let isMax: Bool

    var body: some View { Text(isMax ? "MAX" : "\(level)") }

    static func == (lhs: LevelMeter, rhs: LevelMeter) -> Bool { // expect: custom_equality_misses_body_input
        lhs.level == rhs.level
    }
}
