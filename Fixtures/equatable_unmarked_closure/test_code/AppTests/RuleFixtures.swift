import Foundation

enum RuleFixtures {
    static let shim = ShimRule(name: "shim", apply: { $0 })
}
