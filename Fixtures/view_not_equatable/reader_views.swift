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
