import SwiftUI

// RULES.md, representable_stale_closure: passing or assigning a closure literal that reads
// or calls a closure property hands the property over; reported at the literal's `{`.

final class ZoomControl: UIControl {
    var onValueChanged: ((Float) -> Void)?
    var isEnabledProvider: (() -> Bool)?
}

// A literal that calls it, passed to UIAction: reported.
struct ShutterButton: UIViewRepresentable {
    let title: String
    let action: () -> Void

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside) // expect: representable_stale_closure
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.setTitle(title, for: .normal)
    }
}

// `self.action()` in a literal spread over lines: reported at its opening `{`.
struct RecordButton: UIViewRepresentable {
    let action: () -> Void

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in // expect: representable_stale_closure
            self.action()
        }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {}
}

// Assigned literals: one calls the closure, one only reads it (one diagnostic, at the first).
struct ZoomSlider: UIViewRepresentable {
    let onZoom: (Float) -> Void
    let onReset: (() -> Void)?

    func makeUIView(context: Context) -> ZoomControl {
        let control = ZoomControl()
        control.onValueChanged = { value in onZoom(value) } // expect: representable_stale_closure
        control.isEnabledProvider = { onReset != nil }
        return control
    }

    func updateUIView(_ control: ZoomControl, context: Context) {}
}

// Only the literal's reads count: `onReset` is read by a literal too, alone this time.
struct ResetSlider: UIViewRepresentable {
    let onReset: (() -> Void)?

    func makeUIView(context: Context) -> ZoomControl {
        let control = ZoomControl()
        control.isEnabledProvider = { onReset != nil } // expect: representable_stale_closure
        return control
    }

    func updateUIView(_ control: ZoomControl, context: Context) {}
}

// The usual safe shape: the literal calls the coordinator, and the update method hands
// the closure to the coordinator on every update: silent.
struct TorchButton: UIViewRepresentable {
    let onToggle: (Bool) -> Void

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.toggle() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        context.coordinator.onToggle = onToggle
    }

    final class Coordinator {
        var onToggle: ((Bool) -> Void)?
        var isOn = false
        func toggle() {
            isOn.toggle()
            onToggle?(isOn)
        }
    }
}

// rules-refinements.md 1: every representable above is constructed with literals that
// capture `session`, a plain stored property of the host.
struct CameraHost: View {
    let session: String

    var body: some View {
        VStack {
            ShutterButton(title: "Shoot", action: { print(session) })
            RecordButton(action: { print("record", session) })
            ZoomSlider(onZoom: { print(session, $0) }, onReset: { print("reset", session) })
            ResetSlider(onReset: { print("reset", session) })
            TorchButton(onToggle: { print(session, $0) })
        }
    }
}
