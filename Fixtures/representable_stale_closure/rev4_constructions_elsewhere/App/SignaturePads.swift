import SwiftUI
import UIKit

// RULES.md, revision 4: constructions in `#Preview`, in `PreviewProvider` types and in test
// code are not read for representable_stale_closure's constructions ("Settled for revision
// 4"); a constructing view's stored property fixed at every construction cannot change.

final class InkView: UIView {
    var onStroke: ((Int) -> Void)?
}

// Its only construction that reads a value that can change is in a #Preview (below), in a
// PreviewProvider and in AppTests/: not reported.
struct InkPad: UIViewRepresentable {
    let onStroke: (Int) -> Void

    func makeUIView(context: Context) -> InkView {
        let view = InkView()
        view.onStroke = onStroke
        return view
    }

    func updateUIView(_ view: InkView, context: Context) {}
}

// Constructed in SigningScreen, whose `documentName` is fixed at every construction (its
// only construction, in ContractScreen, passes a constant): not reported.
struct SignaturePad: UIViewRepresentable {
    let onStroke: (Int) -> Void

    func makeUIView(context: Context) -> InkView {
        let view = InkView()
        view.onStroke = onStroke
        return view
    }

    func updateUIView(_ view: InkView, context: Context) {}
}

// Constructed in ApprovalScreen, whose `approver` one construction passes a `@State`
// value: it can change: reported.
struct InitialsPad: UIViewRepresentable {
    let onStroke: (Int) -> Void

    func makeUIView(context: Context) -> InkView {
        let view = InkView()
        view.onStroke = onStroke // expect: representable_stale_closure
        return view
    }

    func updateUIView(_ view: InkView, context: Context) {}
}

struct SigningScreen: View {
    let documentName: String

    var body: some View {
        VStack {
            InkPad(onStroke: { print("stroke", $0) })
            SignaturePad(onStroke: { print(documentName, $0) })
        }
    }
}

struct ApprovalScreen: View {
    let approver: String

    var body: some View {
        InitialsPad(onStroke: { print(approver, $0) })
    }
}

struct ContractScreen: View {
    @State private var currentApprover = "legal"

    var body: some View {
        VStack {
            SigningScreen(documentName: "NDA")
            ApprovalScreen(approver: "finance")
            ApprovalScreen(approver: currentApprover)
        }
    }
}

#Preview {
    let reviewer = ["ana", "bo"].randomElement()!
    InkPad(onStroke: { print(reviewer, $0) })
}

struct InkPad_Previews: PreviewProvider {
    static var previews: some View {
        let sample = Date()
        InkPad(onStroke: { print(sample, $0) })
    }
}
