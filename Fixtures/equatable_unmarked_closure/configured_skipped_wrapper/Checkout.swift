import Equatable

@Equatable
struct Checkout {
    let total: Int
    // Dependency is a configured skipped wrapper: not a compared input.
    @Dependency(\.analytics) var track: (String) -> Void
    // Injected is not skipped: a compared closure.
    @Injected var log: (String) -> Void // expect: equatable_unmarked_closure
}
