// fixture-config: {opt_in_rules: [view_not_equatable]}
// Every spelling of an optional gets the same fix: `Int?`, `Int!`, `Optional<Int>` and
// `Swift.Optional<Int>` are Equatable inputs the macro can compare, as are `[Int]` and
// `Array<Int>`, `[String: Int?]` and `Dictionary<String, Optional<Int>>`; the closures
// `(() -> Void)?`, `(() -> Void)!`, `Optional<() -> Void>` and `Swift.Optional<() -> Void>` are
// all marked.
import SwiftUI
import Equatable

@Equatable
struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

@Equatable
struct QuestionMarkCount: View {
    let count: Int?
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("count") }
}

@Equatable
struct UnwrappedCount: View {
    var count: Int!
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("count") }
}

@Equatable
struct OptionalCount: View {
    let count: Optional<Int>
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("count") }
}

@Equatable
struct SwiftOptionalCount: View {
    let count: Swift.Optional<Int>
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("count") }
}

@Equatable
struct BracketCollections: View {
    let counts: [Int]
    let totals: [String: Int?]
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("counts") }
}

@Equatable
struct GenericCollections: View {
    let counts: Array<Int>
    let totals: Dictionary<String, Optional<Int>>
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("counts") }
}

@Equatable
struct QuestionMarkClosure: View {
    @EquatableIgnoredUnsafeClosure let onTap: (() -> Void)?
    var body: some View { Text("tap") }
}

@Equatable
struct UnwrappedClosure: View {
    @EquatableIgnoredUnsafeClosure var onTap: (() -> Void)!
    var body: some View { Text("tap") }
}

@Equatable
struct OptionalClosure: View {
    @EquatableIgnoredUnsafeClosure let onTap: Optional<() -> Void>
    var body: some View { Text("tap") }
}

@Equatable
struct SwiftOptionalClosure: View {
    @EquatableIgnoredUnsafeClosure let onTap: Swift.Optional<() -> Void>
    var body: some View { Text("tap") }
}

// A closure returning an optional is no optional closure.
@Equatable
struct ClosureReturningOptional: View {
    @EquatableIgnoredUnsafeClosure let label: () -> String?
    var body: some View { Text("tap") }
}
