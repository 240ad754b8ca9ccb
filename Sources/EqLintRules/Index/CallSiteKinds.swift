/// What call-site rules look for at a construction (`ProjectIndex.callSiteKinds`).
public struct CallSiteKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// An Equatable view whose equality ignores a closure property (`closure_captures_state`).
    public static let ignoredClosures = CallSiteKinds(rawValue: 1)
    /// An Equatable view with a custom `==` (`equatable_modifier_missing`).
    public static let customEquality = CallSiteKinds(rawValue: 2)
    /// An `@Equatable` view whose closure inputs `equatable_unmarked_closure`'s unsafe fix may
    /// mark ignored (`ConditionSettlement`).
    public static let closuresAFixMayIgnore = CallSiteKinds(rawValue: 4)
    /// A representable with closure properties it may hand over once
    /// (`representable_stale_closure`).
    public static let handedOverClosures = CallSiteKinds(rawValue: 8)
    /// A view that is not Equatable whose closure inputs `view_not_equatable`'s unsafe fix may
    /// mark ignored (`ConditionSettlement`): asked only where that rule runs (it is opt-in).
    public static let closuresAnEquatableFixMayIgnore = CallSiteKinds(rawValue: 16)
    /// Both kinds of views whose closures a fix may mark.
    public static let closuresMarkable: CallSiteKinds = [.closuresAFixMayIgnore, .closuresAnEquatableFixMayIgnore]
}
