// makeCoordinator() passes `self` to a coordinator whose one stored property holds the
// representable: the unsafe fix hands the new value to it first thing in the update method,
// so the coordinator calls the current render's closures.
import SwiftUI

struct ScanButton: UIViewRepresentable {
    let title: String
    let onScan: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.tapped() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.setTitle(title, for: .normal)
    }

    final class Coordinator {
        var parent: ScanButton
        init(_ parent: ScanButton) { self.parent = parent }
        func tapped() { parent.onScan() }
    }
}

// The property's name, not the initializer's label, goes into the fix.
struct FlashToggle: UIViewRepresentable {
    let isOn: Bool
    let onToggle: (Bool) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.toggled() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.isSelected = isOn
        button.isEnabled = true
    }

    final class Coordinator {
        var owner: FlashToggle
        init(parent: FlashToggle) { owner = parent }
        func toggled() { owner.onToggle(!owner.isOn) }
    }
}

// rules-refinements.md 1: both are constructed with literals capturing `shelf`, a plain
// stored property of the host, so both are reported and fixed.
struct ScanHost: View {
    let shelf: String

    var body: some View {
        ScanButton(title: "Scan", onScan: { print(shelf) })
    }
}

struct FlashHost: View {
    let shelf: String

    var body: some View {
        FlashToggle(isOn: true, onToggle: { print(shelf, $0) })
    }
}
