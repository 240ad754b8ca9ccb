// Without equality nothing ignores the closure, so its call sites are not checked; these
// views have other problems, reported by other rules (view_not_equatable would report the
// first three, but it is opt-in and not enabled here).
import SwiftUI

// Not Equatable at all.
struct PlainChip: View {
    let caption: String
    var onPick: () -> Void

    var body: some View {
        Text(caption)
            .onTapGesture(perform: onPick)
    }
}

// A `static func ==` without an Equatable conformance makes nothing Equatable.
struct LooseChip: View {
    let caption: String
    var onPick: () -> Void

    var body: some View {
        Text(caption)
            .onTapGesture(perform: onPick)
    }

    static func == (lhs: LooseChip, rhs: LooseChip) -> Bool {
        lhs.caption == rhs.caption
    }
}

// The marker does nothing on a type that is not Equatable.
struct MarkedChip: View {
    let caption: String
    @EquatableIgnoredUnsafeClosure var onPick: () -> Void // expect: marker_without_equatable

    var body: some View {
        Text(caption)
            .onTapGesture(perform: onPick)
    }
}

// Synthesized equality over an unmarked closure: it does not ignore `onPick` (it does not
// compile), so only equatable_unmarked_closure applies.
struct AutoChip: View, Equatable {
    let caption: String
    var onPick: () -> Void // expect: equatable_unmarked_closure

    var body: some View {
        Text(caption)
            .onTapGesture(perform: onPick)
    }
}

@Equatable
struct FilterBar: View {
    var filter: String

    var body: some View {
        HStack {
            PlainChip(caption: "Plain", onPick: {
                print(filter)
            })
            LooseChip(caption: "Loose", onPick: {
                print(filter)
            })
            MarkedChip(caption: "Marked", onPick: {
                print(filter)
            })
            AutoChip(caption: "Auto", onPick: {
                print(filter)
            })
        }
    }
}
