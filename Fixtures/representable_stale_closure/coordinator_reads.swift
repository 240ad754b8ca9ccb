import SwiftUI

// rules-refinements.md 2: when the representable is handed over only as `self` to the
// coordinator in makeCoordinator(), a closure property counts as handed over only when the
// coordinator's code (its declaration and its extensions in the same file) reads `X.P`,
// `X?.P` or `self.X.P` through its stored property X of the representable's own type.
// Every representable here is constructed, in PinScreen below, with literals capturing
// `pin`, a plain stored property.

final class PinMapView: UIView {
    var title = ""
    var onActivate: (() -> Void)?
}

// The coordinator receives `self` but reads only `parent.title`, never `parent.onTap`: silent.
struct TitleOnlyMap: UIViewRepresentable {
    let title: String
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: TitleOnlyMap
        init(_ parent: TitleOnlyMap) { self.parent = parent }
        func describe() -> String { parent.title }
    }
}

// The coordinator keeps `self` and never reads it at all: silent.
struct UnreadMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        let parent: UnreadMap
        init(parent: UnreadMap) { self.parent = parent }
    }
}

// It calls another value's `onTap` (a parameter, not its stored property): silent.
struct ForwardingMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: ForwardingMap
        init(_ parent: ForwardingMap) { self.parent = parent }
        func forward(to other: ForwardingMap) { other.onTap() }
    }
}

// `parent?.onTap` through an optional stored property: reported.
struct OptionalParentMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: OptionalParentMap?
        init(_ parent: OptionalParentMap) { self.parent = parent }
        func tapped() { parent?.onTap() }
    }
}

// `self.parent.onTap`: reported.
struct SelfParentMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: SelfParentMap
        init(_ parent: SelfParentMap) { self.parent = parent }
        func tapped() { self.parent.onTap() }
    }
}

// Read in an extension of the coordinator in the same file: reported.
struct ExtendedCoordinatorMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIView(context: Context) -> PinMapView { PinMapView() }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: ExtendedCoordinatorMap
        init(_ parent: ExtendedCoordinatorMap) { self.parent = parent }
    }
}

extension ExtendedCoordinatorMap.Coordinator {
    func tapped() { parent.onTap() }
}

// `self` to a coordinator that never reads `parent.onTap`, and `onTap` also handed to the
// view directly in the make method: only the direct hand-over counts, so the diagnostic is
// there, though makeCoordinator() comes first in the file.
struct DirectAndSelfMap: UIViewRepresentable {
    let onTap: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> PinMapView {
        let view = PinMapView()
        view.onActivate = onTap // expect: representable_stale_closure
        return view
    }

    func updateUIView(_ view: PinMapView, context: Context) {}

    final class Coordinator {
        var parent: DirectAndSelfMap
        init(_ parent: DirectAndSelfMap) { self.parent = parent }
    }
}

struct PinScreen: View {
    let pin: String

    var body: some View {
        VStack {
            TitleOnlyMap(title: pin, onTap: { print(pin) })
            UnreadMap(onTap: { print(pin) })
            ForwardingMap(onTap: { print(pin) })
            OptionalParentMap(onTap: { print(pin) })
            SelfParentMap(onTap: { print(pin) })
            ExtendedCoordinatorMap(onTap: { print(pin) })
            DirectAndSelfMap(onTap: { print(pin) })
        }
    }
}
