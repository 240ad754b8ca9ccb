// fixture-config: {opt_in_rules: [view_not_equatable]}
// Every spelling of an optional is the same input: `Int?`, `Int!`, `Optional<Int>` and
// `Swift.Optional<Int>` get the same finding and the same fix (`[*]`: the macro can compare
// them), as do `[Int]` and `Array<Int>`, `[String: Int]` and `Dictionary<String, Int>`; the
// closures `(() -> Void)?`, `(() -> Void)!`, `Optional<() -> Void>` and
// `Swift.Optional<() -> Void>` are the same optional closure; `AnyView?` and
// `Optional<AnyView>` the same AnyView.
import SwiftUI
import Equatable

struct QuestionMarkCount: View { // expect: view_not_equatable
    let count: Int?
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct UnwrappedCount: View { // expect: view_not_equatable
    var count: Int!
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct OptionalCount: View { // expect: view_not_equatable
    let count: Optional<Int>
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct SwiftOptionalCount: View { // expect: view_not_equatable
    let count: Swift.Optional<Int>
    let onTap: () -> Void
    var body: some View { Text("count") }
}

struct BracketCollections: View { // expect: view_not_equatable
    let counts: [Int]
    let totals: [String: Int?]
    let onTap: () -> Void
    var body: some View { Text("counts") }
}

struct GenericCollections: View { // expect: view_not_equatable
    let counts: Array<Int>
    let totals: Dictionary<String, Optional<Int>>
    let onTap: () -> Void
    var body: some View { Text("counts") }
}

struct QuestionMarkClosure: View { // expect: view_not_equatable
    let onTap: (() -> Void)?
    var body: some View { Text("tap") }
}

struct UnwrappedClosure: View { // expect: view_not_equatable
    var onTap: (() -> Void)!
    var body: some View { Text("tap") }
}

struct OptionalClosure: View { // expect: view_not_equatable
    let onTap: Optional<() -> Void>
    var body: some View { Text("tap") }
}

struct SwiftOptionalClosure: View { // expect: view_not_equatable
    let onTap: Swift.Optional<() -> Void>
    var body: some View { Text("tap") }
}

// A closure returning an optional is no optional closure.
struct ClosureReturningOptional: View { // expect: view_not_equatable
    let label: () -> String?
    var body: some View { Text("tap") }
}

struct QuestionMarkAnyView: View { // expect: view_not_equatable
    let badge: AnyView?
    var body: some View { Text("badge") }
}

struct OptionalAnyView: View { // expect: view_not_equatable
    let badge: Optional<AnyView>
    var body: some View { Text("badge") }
}
