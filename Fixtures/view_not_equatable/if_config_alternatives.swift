// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Name resolution: several declarations of a name in the same file (under `#if`)
// answer a yes/no question when they all agree, and are unknown otherwise.

#if os(macOS)
typealias TapAction = () -> Void
#else
typealias TapAction = @MainActor () -> Void
#endif

#if DEBUG
typealias Probe = (String) -> Void
#else
typealias Probe = String
#endif

#if os(iOS)
struct Haptic {
    let play: () -> Void
}
#else
struct Haptic {
    let play: @Sendable () -> Void
}
#endif

#if os(iOS)
struct Gesture {
    let recognize: (Double) -> Bool
}
#else
struct Gesture: Equatable {
    let threshold: Double
}
#endif

// Both `TapAction`s are closure types: they agree, so `onTap` is a closure, reported.
struct TapRow: View { // expect: view_not_equatable
    let onTap: TapAction
    var body: some View { Button("Tap") { onTap() } }
}

// The `Probe`s disagree (a closure, a String): unknown, so not a closure; diffable, silent.
struct ProbeRow: View {
    let probe: Probe
    var body: some View { Text("probe") }
}

// Both `Haptic`s are not Equatable and hold a closure: they agree, non-diffable, reported.
struct HapticButton: View { // expect: view_not_equatable
    let haptic: Haptic
    var body: some View { Button("Buzz") { haptic.play() } }
}

// One `Gesture` is Equatable and the other is not: unknown, counted diffable, silent.
struct GestureArea: View {
    let gesture: Gesture
    var body: some View { Color.clear }
}

// An @Equatable struct: `TapAction` is a closure (agreed), reported; `Probe` is unknown, silent.
@Equatable
struct Toolbar {
    let id: Int
    let onTap: TapAction // expect: equatable_unmarked_closure
    let probe: Probe
}
