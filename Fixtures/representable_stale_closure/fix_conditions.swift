import SwiftUI

// rules-refinements.md 4: the message still gives `context.coordinator.NAME = self`, but the
// unsafe fix is offered only when NAME is a `var` that is not `private`. Both coordinators
// below are still reported (their fix fixtures, fixes/representable_stale_closure/
// private_parent.swift and let_parent.swift, are left as they are).

final class StampView: UIView {
    var onStamp: (() -> Void)?
}

// `private var parent`: reported, no fix.
struct StampButton: UIViewRepresentable {
    let onStamp: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIView(context: Context) -> StampView {
        let view = StampView()
        let coordinator = context.coordinator
        view.onStamp = { coordinator.stamp() }
        return view
    }

    func updateUIView(_ view: StampView, context: Context) {
        view.tag = 1
    }

    final class Coordinator {
        private var parent: StampButton
        init(_ parent: StampButton) { self.parent = parent }
        func stamp() { parent.onStamp() }
    }
}

// `let parent`: reported, no fix.
struct SealButton: UIViewRepresentable {
    let onSeal: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIView(context: Context) -> StampView {
        let view = StampView()
        let coordinator = context.coordinator
        view.onStamp = { coordinator.seal() }
        return view
    }

    func updateUIView(_ view: StampView, context: Context) {
        view.tag = 2
    }

    final class Coordinator {
        let parent: SealButton
        init(_ parent: SealButton) { self.parent = parent }
        func seal() { parent.onSeal() }
    }
}

struct StampScreen: View {
    let document: String

    var body: some View {
        VStack {
            StampButton(onStamp: { print("stamp", document) })
            SealButton(onSeal: { print("seal", document) })
        }
    }
}
