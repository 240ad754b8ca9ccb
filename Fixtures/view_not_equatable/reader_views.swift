// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// RULES.md, view_not_equatable: a content builder with arguments (a GeometryReader-like
// reader, a ForEach-like row builder) builds content from values the view passes it; the
// view must call it again whenever its parent updates, so it is no reason to make the
// view Equatable. Under `mode: all` (variant mode_all) it is a non-diffable input like any
// other closure, reported whatever min_inputs says.

// A reader: its only closure is a builder with arguments: silent by default.
struct WidthThresholdReader<Content: View>: View { // expect[mode_all]: view_not_equatable
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

// A closure without arguments that returns an optional view: reported.
struct FriendRow<RootView: View>: View { // expect: view_not_equatable
    let destination: () -> RootView?
    var body: some View { Text("friend") }
}

// A generic container whose builder takes each element: silent by default.
struct CenteredGrid<Element, Content: View>: View { // expect[mode_all]: view_not_equatable
    let elements: [Element]
    let content: (Element) -> Content
    var body: some View { Text("grid") }

    // A builder whose result is a generic parameter of the enclosing type: silent by default.
    struct Row: View { // expect[mode_all]: view_not_equatable
        let element: Element
        let content: (Element) -> Content
        var body: some View { content(element) }
    }
}

// An action closure beside a row builder: reported, for the action alone.
struct SearchPanel<Row: View>: View { // expect: view_not_equatable
    let onSubmit: () -> Void
    let row: (Int) -> Row
    var body: some View { Button("Search", action: onSubmit) }
}

// The same row declared in an extension of the generic container (a type extended to hold
// it): silent by default.
extension CenteredGrid {
    struct FixedRow: View { // expect[mode_all]: view_not_equatable
        let element: Element
        let content: (Element) -> Content
        var body: some View { content(element) }
    }
}
