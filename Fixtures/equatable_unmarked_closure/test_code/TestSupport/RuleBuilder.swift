import Foundation

enum RuleBuilder {
    static func make() -> BuiltRule {
        BuiltRule(name: "built", build: { "rule" })
    }
}
