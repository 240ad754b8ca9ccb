import Equatable

// The aliases are declared in Aliases.swift. One diagnostic per type, at its first such
// closure (naming every one), so each alias is checked in a type of its own.
@Equatable
struct Chip {
    let title: Label
    // `Completion` is nested in Callbacks: not visible here unqualified, unknown, not a closure.
    let fallback: Completion?
    @EquatableIgnoredUnsafeClosure
    let onDelete: TapAction
    let onTap: TapAction // expect: equatable_unmarked_closure
    let onLongTap: MaybeTap
    let completion: Callbacks.Completion
}

@Equatable
struct LongPressChip {
    let title: Label
    let onLongTap: MaybeTap // expect: equatable_unmarked_closure
}

@Equatable
struct LoadingChip {
    let title: Label
    let completion: Callbacks.Completion // expect: equatable_unmarked_closure
}
