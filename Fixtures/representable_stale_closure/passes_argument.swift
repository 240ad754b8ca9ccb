import SwiftUI

// RULES.md, representable_stale_closure: passing a closure property (bare or `self.P`) as
// an argument in the make method hands it to UIKit once; when the update method never
// hands it over again, UIKit keeps calling the first render's closure, with the values it
// captured. Reported at the hand-over.

final class PinPad: UIView {
    private var completion: ((String) -> Void)?

    convenience init(onComplete: @escaping (String) -> Void) {
        self.init(frame: .zero)
        completion = onComplete
    }

    func setCompletion(_ handler: @escaping (String) -> Void) { completion = handler }
}

// Passed bare to a method: reported at the argument.
struct PinEntry: UIViewRepresentable {
    let length: Int
    let onComplete: (String) -> Void

    func makeUIView(context: Context) -> PinPad {
        let pad = PinPad()
        pad.setCompletion(onComplete) // expect: representable_stale_closure
        return pad
    }

    func updateUIView(_ pad: PinPad, context: Context) {
        pad.tag = length
    }
}

// `self.onComplete`, passed by label to an initializer: reported.
struct SecurePinEntry: UIViewRepresentable {
    let onComplete: (String) -> Void

    func makeUIView(context: Context) -> PinPad {
        PinPad(onComplete: self.onComplete) // expect: representable_stale_closure
    }

    func updateUIView(_ pad: PinPad, context: Context) {}
}

// Handed over again by the update method: silent.
struct RefreshedPinEntry: UIViewRepresentable {
    let onComplete: (String) -> Void

    func makeUIView(context: Context) -> PinPad {
        PinPad(onComplete: onComplete)
    }

    func updateUIView(_ pad: PinPad, context: Context) {
        pad.setCompletion(onComplete)
    }
}

// Near miss: the label `onComplete:` is no reference, and the literal reads nothing: silent.
struct DemoPinEntry: UIViewRepresentable {
    let onComplete: (String) -> Void

    func makeUIView(context: Context) -> PinPad {
        PinPad(onComplete: { _ in })
    }

    func updateUIView(_ pad: PinPad, context: Context) {}
}

// rules-refinements.md 1: every entry above is constructed with a literal capturing
// `account`, a plain stored property of the host.
struct PinHost: View {
    let account: String

    var body: some View {
        VStack {
            PinEntry(length: 4, onComplete: { print(account, $0) })
            SecurePinEntry(onComplete: { print(account, $0) })
            RefreshedPinEntry(onComplete: { print(account, $0) })
            DemoPinEntry(onComplete: { print(account, $0) })
        }
    }
}
