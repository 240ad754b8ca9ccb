// `.init(self)`: the coordinator is makeCoordinator()'s declared result, `Coordinator`,
// which holds the representable in `parent`: the fix hands it over first in the update method.
import SwiftUI

struct FlashButton: UIViewRepresentable {
    let onFlash: () -> Void

    func makeCoordinator() -> Coordinator {
        .init(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.flashed() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        context.coordinator.parent = self
        button.isEnabled = true
    }

    final class Coordinator {
        var parent: FlashButton
        init(_ parent: FlashButton) { self.parent = parent }
        func flashed() { parent.onFlash() }
    }
}

// rules-refinements.md 1: constructed with a literal capturing `level`, a plain stored
// property of the host.
struct FlashHost: View {
    let level: Int

    var body: some View {
        FlashButton(onFlash: { print(level) })
    }
}
