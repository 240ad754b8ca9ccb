// Which closure property a trailing closure goes to: the first unlabelled one goes to the
// first closure property, in declaration order, not passed by label; `onHold: { … }`
// after it goes to the property of that name.
import SwiftUI

@Equatable
struct HoldButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void
    @EquatableIgnoredUnsafeClosure var onHold: () -> Void

    var body: some View {
        Text(title)
            .onTapGesture(perform: onTap)
            .onLongPressGesture(perform: onHold)
    }
}

// Its first closure property is ignored by equality, its second is not: the macro would
// reject the second, and EqLint leaves its call sites alone.
@Equatable
struct SwipeCard: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onOpen: () -> Void
    var onSwipe: () -> Void // expect: equatable_unmarked_closure

    var body: some View {
        Text(title)
            .onTapGesture(perform: onOpen)
    }
}

// The same two closures in the other declaration order.
@Equatable
struct FlipCard: View {
    let title: String
    var onFlip: () -> Void // expect: equatable_unmarked_closure
    @EquatableIgnoredUnsafeClosure var onOpen: () -> Void

    var body: some View {
        Text(title)
            .onTapGesture(perform: onOpen)
    }
}

@Equatable
struct Stopwatch: View {
    var elapsed: Int
    var laps: [Int]

    var body: some View {
        VStack {
            // A single trailing closure goes to `onTap`.
            HoldButton(title: "Lap") {
                print("lap at", elapsed) // expect: closure_captures_state
            }
            // Multiple trailing closures: the unlabelled one goes to `onTap`, `onHold:` to `onHold`.
            HoldButton(title: "Reset") {
                print("reset", laps.count) // expect: closure_captures_state
            } onHold: {
                print("hold", elapsed) // expect: closure_captures_state
            }
            // Only the labelled trailing closure captures anything.
            HoldButton(title: "Split") {
                print("split tapped")
            } onHold: {
                print("split held", laps) // expect: closure_captures_state
            }
            // `onTap` is passed by label, so the trailing closure goes to `onHold`.
            HoldButton(title: "Pause", onTap: {
                print("pause tapped")
            }) {
                print("paused at", elapsed) // expect: closure_captures_state
            }
            // The trailing closure goes to `onOpen`, the first closure property.
            SwipeCard(title: "Lap list") {
                print("open", laps) // expect: closure_captures_state
            }
            // `onOpen` is passed by label, so the trailing closure goes to `onSwipe`, which
            // equality does not ignore (only equatable_unmarked_closure applies): silent.
            SwipeCard(title: "Lap list", onOpen: {
                print("open tapped")
            }) {
                print("swiped", laps)
            }
            // Declaration order, not which property is ignored: the trailing closure goes to
            // `onFlip`, which equality does not ignore: silent.
            FlipCard(title: "Best lap") {
                print("flipped", laps)
            }
            // With `onFlip` passed by label, the trailing closure goes to `onOpen`.
            FlipCard(title: "Best lap", onFlip: {
                print("flip tapped")
            }) {
                print("opened", laps) // expect: closure_captures_state
            }
        }
    }
}
