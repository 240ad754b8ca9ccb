import Foundation

enum RuleFactory {
    static func stub() -> StubRule {
        StubRule(name: "stub", evaluate: { true })
    }
}
