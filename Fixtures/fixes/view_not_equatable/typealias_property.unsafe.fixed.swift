// fixture-config: {opt_in_rules: [view_not_equatable]}
// An input typed with a typealias of an Equatable type (`typealias Count = Int`, also through
// another typealias and as an optional) is as Equatable as the type: the @Equatable macro's ==
// compares it, so the view gets the fix.
import SwiftUI
import Equatable

typealias Count = Int
typealias Tally = Count

@Equatable
struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

@Equatable
struct CountRow: View {
    let count: Count
    let total: Tally?
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text("\(count)") }
}
