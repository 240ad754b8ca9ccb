import SwiftUI
import AppKit
import UIKit

// RULES.md, Representable: UIViewRepresentable, NSViewRepresentable,
// UIViewControllerRepresentable, NSViewControllerRepresentable, or a project protocol
// refining one; each with its own make and update method.

final class CommitTextField: NSTextField {
    var onCommit: ((String) -> Void)?
}

// AppKit view: reported.
struct CommandField: NSViewRepresentable {
    let onCommit: (String) -> Void

    func makeNSView(context: Context) -> CommitTextField {
        let field = CommitTextField()
        field.onCommit = onCommit // expect: representable_stale_closure
        return field
    }

    func updateNSView(_ field: CommitTextField, context: Context) {}
}

// AppKit view, refreshed in updateNSView: silent.
struct SearchCommandField: NSViewRepresentable {
    let onCommit: (String) -> Void

    func makeNSView(context: Context) -> CommitTextField {
        let field = CommitTextField()
        field.onCommit = onCommit
        return field
    }

    func updateNSView(_ field: CommitTextField, context: Context) {
        field.onCommit = onCommit
    }
}

// AppKit view controller: reported.
struct ColorInspector: NSViewControllerRepresentable {
    let onPick: (NSColor) -> Void

    func makeNSViewController(context: Context) -> InspectorController {
        InspectorController(onPick: onPick) // expect: representable_stale_closure
    }

    func updateNSViewController(_ controller: InspectorController, context: Context) {}
}

// AppKit view controller, refreshed in updateNSViewController: silent.
struct LiveColorInspector: NSViewControllerRepresentable {
    let onPick: (NSColor) -> Void

    func makeNSViewController(context: Context) -> InspectorController {
        InspectorController(onPick: onPick)
    }

    func updateNSViewController(_ controller: InspectorController, context: Context) {
        controller.onPick = onPick
    }
}

// UIKit view controller: reported.
struct CameraCapture: UIViewControllerRepresentable {
    let onCapture: (Data) -> Void

    func makeUIViewController(context: Context) -> CaptureController {
        let controller = CaptureController()
        controller.onCapture = onCapture // expect: representable_stale_closure
        return controller
    }

    func updateUIViewController(_ controller: CaptureController, context: Context) {}
}

// UIKit view through a project protocol refining UIViewRepresentable: reported.
protocol PlatformViewRepresentable: UIViewRepresentable {}

struct ColorWell: PlatformViewRepresentable {
    let onChange: (UIColor) -> Void

    func makeUIView(context: Context) -> UIColorWell {
        let well = UIColorWell()
        well.addAction(UIAction { action in // expect: representable_stale_closure
            if let color = (action.sender as? UIColorWell)?.selectedColor { onChange(color) }
        }, for: .valueChanged)
        return well
    }

    func updateUIView(_ well: UIColorWell, context: Context) {}
}

// AppKit view controller through a project protocol refining NSViewControllerRepresentable.
protocol PanelRepresentable: NSViewControllerRepresentable {}

struct FontPanel: PanelRepresentable {
    let onSelect: (NSFont) -> Void

    func makeNSViewController(context: Context) -> FontController {
        let controller = FontController()
        controller.onSelect = onSelect // expect: representable_stale_closure
        return controller
    }

    func updateNSViewController(_ controller: FontController, context: Context) {}
}

// rules-refinements.md 1: every representable above is constructed with a literal capturing
// `document`, a plain stored property of the host.
struct EditorHost: View {
    let document: String

    var body: some View {
        VStack {
            CommandField(onCommit: { print(document, $0) })
            SearchCommandField(onCommit: { print(document, $0) })
            ColorInspector(onPick: { print(document, $0) })
            LiveColorInspector(onPick: { print(document, $0) })
            CameraCapture(onCapture: { print(document, $0.count) })
            ColorWell(onChange: { print(document, $0) })
            FontPanel(onSelect: { print(document, $0) })
        }
    }
}
