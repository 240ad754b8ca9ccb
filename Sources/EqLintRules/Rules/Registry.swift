/// Every rule, by id. A test checks this list against the files in `Rules/`.
public enum Registry {
    static let ruleTypes: [any Rule.Type] = [
        ViewNotEquatable.self,
        EquatableUnmarkedClosure.self,
        HashableEquatableMismatch.self,
        ClosureCapturesState.self,
        EquatableIgnoredInBody.self,
        CustomEqualityMissesBodyInput.self,
        EquatableModifierMissing.self,
        InvalidEquatableMarker.self,
        MarkerWithoutEquatable.self,
        SilentlyUncomparedProperty.self,
        OnchangeDuplicateAction.self,
        InvalidSource.self,
        InvalidSuppression.self,
    ]

    /// All rules' metadata, in registry order.
    public static var all: [RuleMeta] { ruleTypes.map { $0.meta } }

    public static let ids: [String] = ruleTypes.map { $0.meta.id }

    public static func meta(_ id: String) -> RuleMeta? { ruleTypes.first { $0.meta.id == id }?.meta }

    static func type(_ id: String) -> (any Rule.Type)? { ruleTypes.first { $0.meta.id == id } }
}
