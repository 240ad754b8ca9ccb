import SwiftUI

// RULES.md, representable_stale_closure: hand-overs count in the body of the make method
// or of makeCoordinator(), not in a nested function or type; a closure literal is no
// nested function.

final class SwipeView: UIView {
    var onSwipe: ((Int) -> Void)?
    var onPinch: ((Double) -> Void)?
}

// Assigned inside a nested function of the make method: silent.
struct SwipeSurface: UIViewRepresentable {
    let onSwipe: (Int) -> Void

    func makeUIView(context: Context) -> SwipeView {
        let view = SwipeView()
        func wire(_ target: SwipeView) {
            target.onSwipe = onSwipe
        }
        wire(view)
        return view
    }

    func updateUIView(_ view: SwipeView, context: Context) {}
}

// A nested type's own `onPinch`, handed to the view inside the nested type: silent.
struct PinchSurface: UIViewRepresentable {
    let onPinch: (Double) -> Void

    func makeUIView(context: Context) -> SwipeView {
        final class Relay {
            var onPinch: ((Double) -> Void)?
            func attach(to view: SwipeView) { view.onPinch = onPinch }
        }
        let view = SwipeView()
        Relay().attach(to: view)
        return view
    }

    func updateUIView(_ view: SwipeView, context: Context) {}
}

// The same assignment inside a closure literal of the make method: reported.
struct LiteralSwipeSurface: UIViewRepresentable {
    let onSwipe: (Int) -> Void

    func makeUIView(context: Context) -> SwipeView {
        let view = SwipeView()
        let wire = { (target: SwipeView) in target.onSwipe = onSwipe } // expect: representable_stale_closure
        wire(view)
        return view
    }

    func updateUIView(_ view: SwipeView, context: Context) {}
}

// rules-refinements.md 1: every surface above is constructed with literals capturing
// `page`, a plain stored property of the host.
struct GestureHost: View {
    let page: Int

    var body: some View {
        VStack {
            SwipeSurface(onSwipe: { print(page, $0) })
            PinchSurface(onPinch: { print(page, $0) })
            LiteralSwipeSurface(onSwipe: { print(page, $0) })
        }
    }
}
