// fixture-config: {opt_in_rules: [view_not_equatable]}
// Every spelling of an optional gets the same fix: `Int?`, `Int!`, `Optional<Int>` and
// `Swift.Optional<Int>` are Equatable inputs the macro can compare, as are `[Int]` and
// `Array<Int>`, `[String: Int?]` and `Dictionary<String, Optional<Int>>`; the closures
// `(() -> Void)?`, `(() -> Void)!`, `Optional<() -> Void>` and `Swift.Optional<() -> Void>` are
// all marked.
import SwiftUI

@Equatable
struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct QuestionMarkCount: View {
    let count: Int?
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct UnwrappedCount: View {
    var count: Int!
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct OptionalCount: View {
    let count: Optional<Int>
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct SwiftOptionalCount: View {
    let count: Swift.Optional<Int>
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct BracketCollections: View {
    let counts: [Int]
    let totals: [String: Int?]
    let onTap: () -> Void
    var body: some View { Text("counts") }
}

struct GenericCollections: View {
    let counts: Array<Int>
    let totals: Dictionary<String, Optional<Int>>
    let onTap: () -> Void
    var body: some View { Text("counts") }
}

struct QuestionMarkClosure: View {
    let onTap: (() -> Void)?
    var body: some View { Text("tap") }
}

struct UnwrappedClosure: View {
    var onTap: (() -> Void)!
    var body: some View { Text("tap") }
}

struct OptionalClosure: View {
    let onTap: Optional<() -> Void>
    var body: some View { Text("tap") }
}

struct SwiftOptionalClosure: View {
    let onTap: Swift.Optional<() -> Void>
    var body: some View { Text("tap") }
}

// A closure returning an optional is no optional closure.
struct ClosureReturningOptional: View {
    let label: () -> String?
    var body: some View { Text("tap") }
}
