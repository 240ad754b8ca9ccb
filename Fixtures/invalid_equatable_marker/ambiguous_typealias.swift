import Equatable

// Two member typealiases share the simple name `Hook`; one is a closure, one is not.
// Nested types are visible only inside their enclosing types or by a qualified name.
enum Plugins {
    typealias Hook = () -> Void
}

enum Styles {
    typealias Hook = String
}

@Equatable
struct Pipeline {
    let name: String
    // A bare `Hook` is not visible here: unknown, so silent rather than a guess.
    @EquatableIgnoredUnsafeClosure
    let onStart: Hook
    // Qualified: a closure, fine.
    @EquatableIgnoredUnsafeClosure
    let onFinish: Plugins.Hook
    // Qualified: not a closure.
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let style: Styles.Hook
}
