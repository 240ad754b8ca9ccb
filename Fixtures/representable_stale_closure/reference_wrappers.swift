import SwiftUI

// RULES.md, representable_stale_closure: closure properties with a reference property
// wrapper (`@Binding var make: () -> Controller`) do not count: what is handed over reads
// shared storage.

final class ContainerController: UIViewController {
    var factory: (() -> UIViewController)?
    var onClose: (() -> Void)?
}

// A @Binding closure passed in make: silent.
struct ControllerHost: UIViewControllerRepresentable {
    @Binding var make: () -> UIViewController

    func makeUIViewController(context: Context) -> ContainerController {
        let container = ContainerController()
        container.factory = make
        return container
    }

    func updateUIViewController(_ container: ContainerController, context: Context) {}
}

// Its only closure is a @Binding: handing over `self` hands over nothing that counts: silent.
struct BoundHost: UIViewControllerRepresentable {
    @Binding var make: () -> UIViewController

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> ContainerController { ContainerController() }

    func updateUIViewController(_ container: ContainerController, context: Context) {}

    final class Coordinator {
        let parent: BoundHost
        init(_ parent: BoundHost) { self.parent = parent }
    }
}

// A @Binding closure beside a plain one: `self` hands over the plain one, which the
// coordinator reads (rules-refinements.md 2): reported.
struct ClosableHost: UIViewControllerRepresentable {
    @Binding var make: () -> UIViewController
    let onClose: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) } // expect: representable_stale_closure

    func makeUIViewController(context: Context) -> ContainerController {
        let container = ContainerController()
        container.factory = make
        return container
    }

    func updateUIViewController(_ container: ContainerController, context: Context) {}

    final class Coordinator {
        let parent: ClosableHost
        init(_ parent: ClosableHost) { self.parent = parent }
        func close() { parent.onClose() }
    }
}

// A @State closure (a skipped wrapper, a reference one too): silent.
struct StatefulHost: UIViewControllerRepresentable {
    @State private var onClose: () -> Void = { }

    func makeUIViewController(context: Context) -> ContainerController {
        let container = ContainerController()
        container.onClose = onClose
        return container
    }

    func updateUIViewController(_ container: ContainerController, context: Context) {}
}

// rules-refinements.md 1: the plain closure is constructed with a literal capturing
// `title`, a plain stored property of the host; the @Binding closures get `$factory`.
struct ContainerScreen: View {
    let title: String
    @State private var factory: () -> UIViewController = { UIViewController() }

    var body: some View {
        VStack {
            ControllerHost(make: $factory)
            BoundHost(make: $factory)
            ClosableHost(make: $factory, onClose: { print(title) })
            StatefulHost()
        }
    }
}
