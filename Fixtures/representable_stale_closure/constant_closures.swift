import SwiftUI

// rules-refinements.md 3: a closure property that is a constant (`let onDone: () -> Void =
// {}`, or a plain reference to a static name, per RULES.md "Constant") never changes, so
// handing it over once keeps nothing stale. Each representable is constructed in
// ToolbarScreen below with literals capturing `title`, a plain stored property.

final class DoneBar: UIView {
    var onDone: (() -> Void)?
    var onCancel: (() -> Void)?
}

enum ToolbarActions {
    static let noop: () -> Void = {}
}

// Its only closure property is a constant: silent.
struct DoneToolbar: UIViewRepresentable {
    let title: String
    let onDone: () -> Void = {}

    func makeUIView(context: Context) -> DoneBar {
        let bar = DoneBar()
        bar.onDone = onDone
        return bar
    }

    func updateUIView(_ bar: DoneBar, context: Context) {}
}

// A constant (a closure literal, the example rules-refinements.md 3 gives) handed over
// first, then a closure that counts: the constant is no stale closure at all, so the
// diagnostic (naming `onCancel` only) is at the hand-over of `onCancel`.
struct EditToolbar: UIViewRepresentable {
    let onDone: () -> Void = {}
    let onCancel: () -> Void

    func makeUIView(context: Context) -> DoneBar {
        let bar = DoneBar()
        bar.onDone = onDone
        bar.onCancel = onCancel // expect: representable_stale_closure
        return bar
    }

    func updateUIView(_ bar: DoneBar, context: Context) {}
}

// The same with a constant that names a static closure (RULES.md "Constant": a plain
// reference to a static name).
struct StaticActionToolbar: UIViewRepresentable {
    let onDone: () -> Void = ToolbarActions.noop
    let onCancel: () -> Void

    func makeUIView(context: Context) -> DoneBar {
        let bar = DoneBar()
        bar.onDone = onDone
        bar.onCancel = onCancel // expect: representable_stale_closure
        return bar
    }

    func updateUIView(_ bar: DoneBar, context: Context) {}
}

// `self` to a coordinator that reads only the constant (rules-refinements.md 2 and 3): silent.
struct CoordinatedToolbar: UIViewRepresentable {
    let onDone: () -> Void = {}
    let onCancel: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> DoneBar { DoneBar() }

    func updateUIView(_ bar: DoneBar, context: Context) {}

    final class Coordinator {
        var parent: CoordinatedToolbar
        init(_ parent: CoordinatedToolbar) { self.parent = parent }
        func done() { parent.onDone() }
    }
}

// Near miss: a `var` with an initial value is no constant (and the memberwise initializer
// takes it): reported.
struct VariableToolbar: UIViewRepresentable {
    var onDone: () -> Void = {}

    func makeUIView(context: Context) -> DoneBar {
        let bar = DoneBar()
        bar.onDone = onDone // expect: representable_stale_closure
        return bar
    }

    func updateUIView(_ bar: DoneBar, context: Context) {}
}

struct ToolbarScreen: View {
    let title: String

    var body: some View {
        VStack {
            DoneToolbar(title: title)
            EditToolbar(onCancel: { print("cancel", title) })
            StaticActionToolbar(onCancel: { print("cancel", title) })
            CoordinatedToolbar(onCancel: { print("cancel", title) })
            VariableToolbar(onDone: { print("done", title) })
        }
    }
}
