// rules-refinements.md 4: the coordinator's one stored property holds the representable,
// but it is a `let`: `context.coordinator.parent = self` would not compile, so no fix is
// offered (the finding and its message stay), and the file is left as it is.
import SwiftUI

struct SealButton: UIViewRepresentable {
    let onSeal: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.seal() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.isEnabled = true
    }

    final class Coordinator {
        let parent: SealButton
        init(_ parent: SealButton) { self.parent = parent }
        func seal() { parent.onSeal() }
    }
}

// Constructed with a literal capturing `document`, a plain stored property: reported.
struct SealHost: View {
    let document: String

    var body: some View {
        SealButton(onSeal: { print(document) })
    }
}
