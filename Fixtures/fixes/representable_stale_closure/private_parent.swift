// rules-refinements.md 4: the coordinator's one stored property holds the representable,
// but it is `private`: `context.coordinator.parent = self` would not compile, so no fix is
// offered (the finding and its message stay), and the file is left as it is.
import SwiftUI

struct StampButton: UIViewRepresentable {
    let onStamp: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.stamp() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.isEnabled = true
    }

    final class Coordinator {
        private var parent: StampButton
        init(_ parent: StampButton) { self.parent = parent }
        func stamp() { parent.onStamp() }
    }
}

// Constructed with a literal capturing `document`, a plain stored property: reported.
struct StampHost: View {
    let document: String

    var body: some View {
        StampButton(onStamp: { print(document) })
    }
}
