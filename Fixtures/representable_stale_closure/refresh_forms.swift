import SwiftUI

// RULES.md, representable_stale_closure: the update method hands a closure property over
// again when its body reads it (bare or `self.P`), or reads bare `self` when the property
// was handed over only through `self`.

final class TapView: UIView {
    var onTap: (() -> Void)?
    var hasHandler = false
}

// Read bare by the update method: silent.
struct PlainTapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> TapView {
        let view = TapView()
        view.onTap = onTap
        return view
    }

    func updateUIView(_ view: TapView, context: Context) {
        view.onTap = onTap
    }
}

// `self.onTap` read inside a closure literal of the update method: silent.
struct TapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> TapView {
        let view = TapView()
        view.onTap = onTap
        return view
    }

    func updateUIView(_ view: TapView, context: Context) {
        view.onTap = { self.onTap() }
    }
}

// Handed over only through `self`; the update method hands `self` again: silent.
struct CoordinatedTapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> TapView { TapView() }

    func updateUIView(_ view: TapView, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator {
        var parent: CoordinatedTapArea
        init(_ parent: CoordinatedTapArea) { self.parent = parent }
        func tap() { parent.onTap() }
    }
}

// Handed over directly as well: `self` again does not refresh the direct hand-over.
struct DoubleTapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> TapView {
        let view = TapView()
        view.onTap = onTap // expect: representable_stale_closure
        return view
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func updateUIView(_ view: TapView, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator {
        var parent: DoubleTapArea
        init(_ parent: DoubleTapArea) { self.parent = parent }
        func tap() { parent.onTap() }
    }
}

// Reading another value's `onTap` is not reading the property: reported.
struct CheckedTapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> TapView {
        let view = TapView()
        view.onTap = onTap // expect: representable_stale_closure
        return view
    }

    func updateUIView(_ view: TapView, context: Context) {
        view.hasHandler = view.onTap != nil
    }
}

// Mentioned only in a comment of the update method: reported.
struct QuietTapArea: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> TapView {
        let view = TapView()
        view.onTap = onTap // expect: representable_stale_closure
        return view
    }

    func updateUIView(_ view: TapView, context: Context) {
        // onTap is set once, in makeUIView
        view.hasHandler = true
    }
}

// rules-refinements.md 1: every tap area above is constructed with a literal capturing
// `count`, a plain stored property of the host. (The coordinators read `parent.onTap`, so
// `self` hands `onTap` over: rules-refinements.md 2.)
struct TapHost: View {
    let count: Int

    var body: some View {
        VStack {
            PlainTapArea(onTap: { print(count) })
            TapArea(onTap: { print(count) })
            CoordinatedTapArea(onTap: { print(count) })
            DoubleTapArea(onTap: { print(count) })
            CheckedTapArea(onTap: { print(count) })
            QuietTapArea(onTap: { print(count) })
        }
    }
}
