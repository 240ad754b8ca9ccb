import SwiftUI

// A reader view builds its content from arguments it passes (like GeometryReader): it must
// call the builder again whenever its parent updates, so there is nothing to fix (a
// deviation from RULES.md's letter, from the review of real apps: see docs/accuracy.md).
struct WidthThresholdReader<Content: View>: View {
    let threshold: CGFloat
    let content: (Bool) -> Content
    var body: some View { GeometryReader { proxy in content(proxy.size.width > threshold) } }
}

// A reader view with another closure input is still reported, for that input.
struct TappableReader<Content: View>: View { // expect: view_not_equatable
    let onTap: () -> Void
    let content: (CGSize) -> Content
    var body: some View { GeometryReader { proxy in content(proxy.size).onTapGesture(perform: onTap) } }
}

// A builder without arguments can store the built view instead: reported.
struct Card<Content: View>: View { // expect: view_not_equatable
    let content: () -> Content
    var body: some View { content().padding() }
}

// An optional closure is unequal whenever set: reported.
struct ClearButton: View { // expect: view_not_equatable
    let onClear: (() -> Void)?
    var body: some View { Button("Clear") { onClear?() } }
}

// A closure that returns an optional view is a plain builder, not an optional closure: reported.
struct FriendRow<RootView: View>: View { // expect: view_not_equatable
    let destination: () -> RootView?
    var body: some View { Text("friend") }
}

// A view nested in a generic container that calls the container's builder with each element
// is a reader too: silent.
struct CenteredGrid<Element, Content: View>: View {
    let elements: [Element]
    let content: (Element) -> Content
    var body: some View { Text("grid") }

    struct Row: View {
        let element: Element
        let content: (Element) -> Content
        var body: some View { content(element) }
    }
}

// An action closure beside reader builders: reported, for the action alone.
struct SearchPanel<Row: View>: View { // expect: view_not_equatable
    let onSubmit: () -> Void
    let row: (Int) -> Row
    var body: some View { Button("Search", action: onSubmit) }
}

// The same row declared in an extension of the generic container: silent.
extension CenteredGrid {
    struct FixedRow: View {
        let element: Element
        let content: (Element) -> Content
        var body: some View { content(element) }
    }
}
