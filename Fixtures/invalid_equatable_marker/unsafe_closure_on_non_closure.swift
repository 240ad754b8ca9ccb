import Equatable

typealias Handler = (String) -> Void
typealias Caption = String

@Equatable
struct Tile {
    let id: Int
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let title: String
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let actions: [() -> Void]
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let caption: Caption
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let wrapped: Task<Void, Never>?
    // Closures in every form: fine.
    @EquatableIgnoredUnsafeClosure
    let onTap: () -> Void
    @EquatableIgnoredUnsafeClosure
    let onHold: Optional<() -> Void>
    @EquatableIgnoredUnsafeClosure
    var onRelease: (() -> Void)!
    @EquatableIgnoredUnsafeClosure
    let onRename: Handler
    @EquatableIgnoredUnsafeClosure
    let onMove: (@MainActor (Int) -> Void)?
    // No type annotation: this marker is only checked when there is one.
    @EquatableIgnoredUnsafeClosure
    var onReset = { }
    @EquatableIgnoredUnsafeClosure
    var retries = 0
}
