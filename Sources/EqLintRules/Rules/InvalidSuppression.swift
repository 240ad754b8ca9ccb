/// `eqlint:` comments that name an unknown rule or command. Reported by the suppression
/// stage; this file holds its documentation.
struct InvalidSuppression: Rule {
    static let meta = RuleMeta(
        id: "invalid_suppression",
        name: "Invalid suppression comment", severity: .warning,
        summary: "An eqlint: comment with an unknown rule id or command.",
        explanation: """
            A suppression comment that names a rule that does not exist (often a typo) suppresses \
            nothing, and the diagnostic it was meant to silence still fires, or worse, a later one \
            is not silenced as intended. Commands are `disable`, `enable`, `disable:next`, \
            `disable:this` and `disable:previous`; `all` stands for every rule.
            """,
        triggering: ["// eqlint:disable view_not_equatabel"],
        passing: ["// eqlint:disable view_not_equatable"],
        fixes: [.safe("An unknown id with one \"did you mean\": the suggestion in its place.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {}
}
