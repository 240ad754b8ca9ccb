/// The rules one configuration runs, made once per configuration of a project (the root's
/// and each nested one's), so that every file is linted with its nearest configuration's
/// rules, options and severities.
struct RuleProfile: Sendable {
    let configuration: Configuration
    /// Rule instances with their configured options, in registry order.
    let rules: [any Rule]
    /// Each rule's id and default severity, in the order of `rules`.
    let ruleIDs: [(RuleID, Severity)]
    /// The ids of the rules that run, `invalid_source` and `invalid_suppression` included.
    let enabled: Set<RuleID>

    init(request: LintRequest, configuration: Configuration) throws(ConfigError) {
        self.configuration = configuration
        rules = try RuleSelection.enabledRules(request, config: configuration)
        ruleIDs = rules.map { (type(of: $0).meta.id, type(of: $0).meta.severity) }
        enabled = Set(ruleIDs.map(\.0)).union(["invalid_source", "invalid_suppression"].filter {
            RuleSelection.ruleIsOn($0, request, config: configuration)
        })
    }

    /// No rule, as if `enabled` ran: a file read only for what its constructions pass
    /// (`ConditionSettlement`), whose suppressions of those rules still count.
    init(readingOnly configuration: Configuration, enabled: Set<RuleID>) {
        self.configuration = configuration
        rules = []
        ruleIDs = []
        self.enabled = enabled
    }
}
