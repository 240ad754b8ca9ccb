/// `eqlint:disable` comments that suppress nothing. Reported by the suppression stage; this
/// file holds its documentation.
struct UnusedSuppression: Rule {
    static let meta = RuleMeta(
        id: "unused_suppression",
        name: "Unused suppression comment", severity: .warning,
        summary: "An eqlint:disable comment, or a rule id in one, that suppresses no finding.",
        explanation: """
            A suppression comment outlives the finding it was written for: once the code is fixed \
            or the rule changes, the comment suppresses nothing, and only waits to hide the next \
            finding on its lines, which nobody has looked at. Each unused id is reported at its \
            comment; remove it (or the whole comment when none is left). Ids of rules that do not \
            run are not reported, nor is `eqlint:enable`.
            """,
        triggering: ["struct Card: View {\n    let title: String\n    // eqlint:disable:next view_not_equatable\n    var body: some View { Text(title) }\n}"],
        passing: ["// eqlint:disable:next view_not_equatable\nstruct Card: View {\n    let onTap: () -> Void\n    var body: some View { Text(\"\") }\n}"],
        fixes: [.safe("Remove the unused id, or the whole comment when none is left.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {}
}
