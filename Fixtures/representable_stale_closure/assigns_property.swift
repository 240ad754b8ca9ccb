import SwiftUI

// RULES.md, representable_stale_closure: assigning a closure property to anything but a
// local (a view's property, the coordinator's) in the make method hands it over.

final class SignatureCanvas: UIView {
    var onChange: (([CGPoint]) -> Void)?
}

// Assigned to the view's property: reported.
struct SignaturePad: UIViewRepresentable {
    let onChange: ([CGPoint]) -> Void

    func makeUIView(context: Context) -> SignatureCanvas {
        let canvas = SignatureCanvas()
        canvas.onChange = onChange // expect: representable_stale_closure
        return canvas
    }

    func updateUIView(_ canvas: SignatureCanvas, context: Context) {}
}

// An optional closure, through `self.`, assigned to the coordinator's property: reported.
struct ClearableSignaturePad: UIViewRepresentable {
    let onClear: (() -> Void)?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> SignatureCanvas {
        context.coordinator.onClear = self.onClear // expect: representable_stale_closure
        return SignatureCanvas()
    }

    func updateUIView(_ canvas: SignatureCanvas, context: Context) {}

    final class Coordinator {
        var onClear: (() -> Void)?
    }
}

// Assigned again in the update method: silent.
struct LiveSignaturePad: UIViewRepresentable {
    let onChange: ([CGPoint]) -> Void

    func makeUIView(context: Context) -> SignatureCanvas {
        let canvas = SignatureCanvas()
        canvas.onChange = onChange
        return canvas
    }

    func updateUIView(_ canvas: SignatureCanvas, context: Context) {
        canvas.onChange = onChange
    }
}

// Near miss: assigned only to a local, which is called, never passed or assigned: silent.
struct WarmedSignaturePad: UIViewRepresentable {
    let onChange: ([CGPoint]) -> Void

    func makeUIView(context: Context) -> SignatureCanvas {
        let report = onChange
        report([])
        return SignatureCanvas()
    }

    func updateUIView(_ canvas: SignatureCanvas, context: Context) {}
}

// rules-refinements.md 1: a hand-over is reported only when some construction passes the
// closure a literal that captures a value that can change. Every representable above is
// constructed here with a literal capturing `owner`, a plain stored property of the host, so
// each is reported or silent for the reason given above.
struct SignatureHost: View {
    let owner: String

    var body: some View {
        VStack {
            SignaturePad(onChange: { print(owner, $0) })
            ClearableSignaturePad(onClear: { print(owner) })
            LiveSignaturePad(onChange: { print(owner, $0) })
            WarmedSignaturePad(onChange: { print(owner, $0) })
        }
    }
}
