// The coordinator has two stored properties, not exactly one holding the representable:
// no fix is offered (the finding stays), and the file is left as it is.
import SwiftUI

struct ShutterButton: UIViewRepresentable {
    let onCapture: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.captured() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.isEnabled = true
    }

    final class Coordinator {
        var parent: ShutterButton
        var captureCount = 0
        init(_ parent: ShutterButton) { self.parent = parent }
        func captured() {
            captureCount += 1
            parent.onCapture()
        }
    }
}

// rules-refinements.md 1: constructed with a literal capturing `roll`, a plain stored
// property of the host: reported.
struct ShutterHost: View {
    let roll: Int

    var body: some View {
        ShutterButton(onCapture: { print(roll) })
    }
}
