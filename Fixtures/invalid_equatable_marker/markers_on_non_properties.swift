import Equatable

@Equatable
struct Ledger {
    let id: Int

    @EquatableIgnored // expect: invalid_equatable_marker
    init(id: Int) {
        self.id = id
    }

    @EquatableIgnored // expect: invalid_equatable_marker
    func refresh() {}

    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    func onCommit() {}

    @EquatableIgnored // expect: invalid_equatable_marker
    subscript(index: Int) -> Int { index }

    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    struct Entry {
        let amount: Int
    }
}

@EquatableIgnored // expect: invalid_equatable_marker
enum Currency {
    case euro
}

@EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
func makeLedger() -> Ledger { Ledger(id: 1) }

// Markers on enum cases, typealiases and deinitializers are not on properties either.
enum Tier {
    @EquatableIgnored // expect: invalid_equatable_marker
    case gold
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    typealias Handler = () -> Void
}

final class Session {
    @EquatableIgnored // expect: invalid_equatable_marker
    deinit {}
}
