import SwiftUI
import UniformTypeIdentifiers

// RULES.md, representable_stale_closure: makeCoordinator() runs once per identity, like
// the make method, so a hand-over there counts the same.

// Passed to the coordinator's initializer: reported.
struct DocumentPicker: UIViewControllerRepresentable {
    let onPick: ([URL]) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(onPick: onPick) // expect: representable_stale_closure
    }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        let onPick: ([URL]) -> Void
        init(onPick: @escaping ([URL]) -> Void) { self.onPick = onPick }
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            onPick(urls)
        }
    }
}

// Assigned to a property of the new coordinator (not to a local): reported.
struct PhotoPicker: UIViewControllerRepresentable {
    let onFinish: ([String]) -> Void

    func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator()
        coordinator.onFinish = onFinish // expect: representable_stale_closure
        return coordinator
    }

    func makeUIViewController(context: Context) -> PhotoPickerController {
        let controller = PhotoPickerController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: PhotoPickerController, context: Context) {}

    final class Coordinator: PhotoPickerDelegate {
        var onFinish: (([String]) -> Void)?
        func picker(_ picker: PhotoPickerController, didFinishPicking ids: [String]) { onFinish?(ids) }
    }
}

// The same picker, and the update method hands the closure to the coordinator again: silent.
struct RefreshedDocumentPicker: UIViewControllerRepresentable {
    let onPick: ([URL]) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(onPick: onPick)
    }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {
        context.coordinator.onPick = onPick
    }

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        var onPick: ([URL]) -> Void
        init(onPick: @escaping ([URL]) -> Void) { self.onPick = onPick }
    }
}

// rules-refinements.md 1: every picker above is constructed with a literal capturing
// `folder`, a plain stored property of the host.
struct ImportHost: View {
    let folder: String

    var body: some View {
        VStack {
            DocumentPicker(onPick: { print(folder, $0) })
            PhotoPicker(onFinish: { print(folder, $0) })
            RefreshedDocumentPicker(onPick: { print(folder, $0) })
        }
    }
}
