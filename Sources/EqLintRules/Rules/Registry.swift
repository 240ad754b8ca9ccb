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
        ForeachUnstableIdentity.self,
        InvalidSource.self,
        InvalidSuppression.self,
        UnusedSuppression.self,
    ]

    /// All rules' metadata, in registry order.
    public static var all: [RuleMeta] { ruleTypes.map { $0.meta } }

    public static let ids: [String] = ruleTypes.map { $0.meta.id }

    public static func meta(_ id: String) -> RuleMeta? { metaByID[id] }

    private static let metaByID: [String: RuleMeta] = Dictionary(uniqueKeysWithValues: ruleTypes.map { ($0.meta.id, $0.meta) })
    private static let namesByID: [String: String] = metaByID.mapValues(\.name)
    private static let severitiesByID: [String: Severity] = metaByID.mapValues(\.severity)

    /// A rule's display name (reports ask once per diagnostic: no metadata is copied).
    static func name(_ id: String) -> String? { namesByID[id] }

    /// A rule's default severity.
    static func defaultSeverity(_ id: String) -> Severity? { severitiesByID[id] }

    static func type(_ id: String) -> (any Rule.Type)? { ruleTypes.first { $0.meta.id == id } }
}
