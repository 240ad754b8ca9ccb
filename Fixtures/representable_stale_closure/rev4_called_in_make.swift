import SwiftUI
import UIKit

// RULES.md, revision 4, representable_stale_closure: a make method that *calls* a closure
// property and hands over what it returns (a hosting controller's root built once, a menu
// built once) keeps the view built from the first render's closure. Reported at the call
// ("Settled for revision 4"), not where its result is assigned. The update method hands it
// over again when it calls it.

// `UIHostingController(rootView: content())`: reported at `content()`.
struct HostedSheet<Content: View>: UIViewControllerRepresentable {
    let content: () -> Content

    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content()) // expect: representable_stale_closure
    }

    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {}
}

// Called into a local, and the local handed over on a later line: reported at the call.
struct MenuButton: UIViewRepresentable {
    let title: String
    let makeMenu: () -> UIMenu

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        let menu = makeMenu() // expect: representable_stale_closure
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.setTitle(title, for: .normal)
    }
}

// The update method calls it again: handed over again: not reported.
struct LiveHostedSheet<Content: View>: UIViewControllerRepresentable {
    let content: () -> Content

    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content())
    }

    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
        controller.rootView = content()
    }
}

// Called, but what it returns is only tested, never handed over: not reported.
struct HighlightButton: UIViewRepresentable {
    let prefersFilled: () -> Bool

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        if prefersFilled() {
            button.backgroundColor = .systemBlue
        }
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {}
}

// Called once and handed over, but every construction passes a closure that reads only
// `@State`: a later render's closure would build the same: not reported.
struct CounterSheet<Content: View>: UIViewControllerRepresentable {
    let content: () -> Content

    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content())
    }

    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {}
}

struct ComposeScreen: View {
    let draft: String
    @State private var sentCount = 0

    var body: some View {
        VStack {
            HostedSheet(content: { Text(draft) })
            MenuButton(title: "Share", makeMenu: { UIMenu(title: draft, children: []) })
            LiveHostedSheet(content: { Text(draft) })
            HighlightButton(prefersFilled: { !draft.isEmpty })
            CounterSheet(content: { Text("\(sentCount) sent") })
        }
    }
}
