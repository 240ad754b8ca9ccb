// The update method holds no statement, only a comment (or blank lines): the fix puts the
// statement on a line of its own after the `{`, and leaves no line of spaces behind it
// (mlem, docs/accuracy.md, review 5). Between braces on one line (`{}`), the `}` moves to a
// line of its own.
import SwiftUI

struct ScanButton: UIViewRepresentable {
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
        // Nothing changes after the first render.
    }

    final class Coordinator {
        var parent: ScanButton
        init(_ parent: ScanButton) { self.parent = parent }
        func tapped() { parent.onScan() }
    }
}

struct ClearButton: UIViewRepresentable {
    let onClear: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.cleared() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {

    }

    final class Coordinator {
        var parent: ClearButton
        init(_ parent: ClearButton) { self.parent = parent }
        func cleared() { parent.onClear() }
    }
}

struct StopButton: UIViewRepresentable {
    let onStop: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton()
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.stopped() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {}

    final class Coordinator {
        var parent: StopButton
        init(_ parent: StopButton) { self.parent = parent }
        func stopped() { parent.onStop() }
    }
}

// Constructed with literals capturing `document`, a plain stored property: reported.
struct Toolbar: View {
    let document: String

    var body: some View {
        ScanButton(onScan: { print(document) })
        ClearButton(onClear: { print(document) })
        StopButton(onStop: { print(document) })
    }
}
