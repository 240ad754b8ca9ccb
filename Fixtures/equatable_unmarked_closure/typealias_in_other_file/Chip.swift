import Equatable

// The aliases are declared in Aliases.swift.
@Equatable
struct Chip {
    let title: Label
    let onTap: TapAction // expect: equatable_unmarked_closure
    let onLongTap: MaybeTap // expect: equatable_unmarked_closure
    let completion: Callbacks.Completion // expect: equatable_unmarked_closure
    let fallback: Completion? // expect: equatable_unmarked_closure
    @EquatableIgnoredUnsafeClosure
    let onDelete: TapAction
}
