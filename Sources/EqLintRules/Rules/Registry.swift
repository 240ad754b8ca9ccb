/// Every rule, by id. A test checks this list against the files in `Rules/`.
public enum Registry {
    static let ruleTypes: [any Rule.Type] = [
        ViewNotEquatable.self,
        EquatableUnmarkedClosure.self,
        HashableEquatableMismatch.self,
        ClosureCapturesState.self,
        RepresentableStaleClosure.self,
        EquatableIgnoredInBody.self,
        CustomEqualityMissesBodyInput.self,
        EquatableModifierMissing.self,
        InvalidEquatableMarker.self,
        MarkerWithoutEquatable.self,
        SilentlyUncomparedProperty.self,
        OnchangeDuplicateAction.self,
        EqualityNotReflexive.self,
        EqualityHidesChange.self,
        ForeachUnstableIdentity.self,
        ObservedObjectCreatedInView.self,
        InvalidSource.self,
        InvalidSuppression.self,
        UnusedSuppression.self,
    ]

    /// All rules' metadata, in registry order.
    public static var all: [RuleMeta] { ruleTypes.map { $0.meta } }

    public static let ids: [RuleID] = ruleTypes.map { $0.meta.id }

    /// The ids' text, for the "did you mean" of an unknown one.
    public static let idNames: [String] = ids.map(\.name)

    /// The rule of an id, nil for an id no rule has (one read from a configuration, a comment
    /// or an argument: `RuleID(text)`).
    public static func meta(_ id: RuleID) -> RuleMeta? { metaByID[id] }

    private static let metaByID: [RuleID: RuleMeta] = Dictionary(uniqueKeysWithValues: ruleTypes.map { ($0.meta.id, $0.meta) })
    private static let namesByID: [RuleID: String] = metaByID.mapValues(\.name)
    private static let severitiesByID: [RuleID: Severity] = metaByID.mapValues(\.severity)

    /// A rule's display name (reports ask once per diagnostic: no metadata is copied).
    static func name(_ id: RuleID) -> String? { namesByID[id] }

    /// A rule's default severity.
    static func defaultSeverity(_ id: RuleID) -> Severity? { severitiesByID[id] }

    static func type(_ id: RuleID) -> (any Rule.Type)? { ruleTypes.first { $0.meta.id == id } }
}
