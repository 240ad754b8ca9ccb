import SwiftUI

// RULES.md, Name resolution: several declarations of a name in the same file (under `#if`)
// answer a yes/no question when they all agree. Both `NativeView`s refine
// UIViewRepresentable, so a struct conforming to it is a representable.

#if os(iOS)
protocol NativeView: UIViewRepresentable {}
#elseif os(visionOS)
protocol NativeView: UIViewRepresentable, Sendable {}
#endif

final class PadView: UIView {
    var onPress: (() -> Void)?
}

// Both declarations agree: a representable, reported.
struct HapticPad: NativeView {
    let onPress: () -> Void

    func makeUIView(context: Context) -> PadView {
        let pad = PadView()
        pad.onPress = onPress // expect: representable_stale_closure
        return pad
    }

    func updateUIView(_ pad: PadView, context: Context) {}
}

#if os(iOS)
protocol Bridged: UIViewRepresentable {}
#else
protocol Bridged {}
#endif

// The `Bridged`s disagree: unknown, not known to be a representable: silent.
struct BridgedPad: Bridged {
    let onPress: () -> Void

    func makeUIView(context: Context) -> PadView {
        let pad = PadView()
        pad.onPress = onPress
        return pad
    }

    func updateUIView(_ pad: PadView, context: Context) {}
}

// rules-refinements.md 1: both are constructed with a literal capturing `level`, a plain
// stored property of the host.
struct PadHost: View {
    let level: Int

    var body: some View {
        VStack {
            HapticPad(onPress: { print(level) })
            BridgedPad(onPress: { print(level) })
        }
    }
}
