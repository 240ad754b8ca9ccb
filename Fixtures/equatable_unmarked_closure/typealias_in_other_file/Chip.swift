import Equatable

// The aliases are declared in Aliases.swift.
@Equatable
struct Chip {
    let title: Label
    let onTap: TapAction // expect: equatable_unmarked_closure
    let onLongTap: MaybeTap // expect: equatable_unmarked_closure
    let completion: Callbacks.Completion // expect: equatable_unmarked_closure
    // `Completion` is nested in Callbacks: not visible here unqualified, unknown, not a closure.
    let fallback: Completion?
    @EquatableIgnoredUnsafeClosure
    let onDelete: TapAction
}
