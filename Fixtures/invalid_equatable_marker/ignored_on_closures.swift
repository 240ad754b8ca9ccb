import Equatable

typealias Action = () -> Void
typealias MaybeAction = Action?

// @EquatableIgnored on any closure property form: the macro wants @EquatableIgnoredUnsafeClosure.
@Equatable
struct Toolbar {
    let id: Int
    @EquatableIgnored // expect: invalid_equatable_marker
    let onTap: () -> Void
    @EquatableIgnored // expect: invalid_equatable_marker
    let onHold: (() -> Void)?
    @EquatableIgnored // expect: invalid_equatable_marker
    var onRelease: (() -> Void)!
    @EquatableIgnored // expect: invalid_equatable_marker
    let onCancel: Optional<() -> Void>
    @EquatableIgnored // expect: invalid_equatable_marker
    let onSubmit: @Sendable () -> Void
    @EquatableIgnored // expect: invalid_equatable_marker
    let onAction: Action
    @EquatableIgnored // expect: invalid_equatable_marker
    let onMaybe: MaybeAction
    // No annotation, closure literal: still a closure property.
    @EquatableIgnored // expect: invalid_equatable_marker
    var onReset = { }
    // Not closures: fine.
    @EquatableIgnored
    let handlers: [() -> Void]
    @EquatableIgnored
    var seed = { 7 }()
    @EquatableIgnored
    var cache: [String: Int] = [:]
}

// Misused in a type that is not Equatable: reported once, by this rule only.
struct Callbacks {
    @EquatableIgnored // expect: invalid_equatable_marker
    let onStart: () -> Void
}
