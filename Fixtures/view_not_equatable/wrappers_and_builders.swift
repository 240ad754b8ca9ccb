// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Diffable: a property with a property wrapper is judged by its wrapper, not by
// its declared type; result builders and the language's own attributes are not wrappers.

@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
}

// `@Binding var action: () -> Void` is a Binding (compared by the storage it points to): diffable, silent.
struct BoundAction: View {
    @Binding var action: () -> Void
    var body: some View { Button("Run") { action() } }
}

// A wrapper the rules do not know is diffable too: silent.
struct InjectedAction: View {
    @Injected var track: (String) -> Void
    var body: some View { Button("Track") { track("tap") } }
}

// A skipped wrapper is no input at all: silent.
struct StatefulAction: View {
    @State private var pending: () -> Void = { }
    var body: some View { Button("Run") { pending() } }
}

// `@ViewBuilder let content: () -> Content` is a closure property (a result builder is not
// a wrapper): non-diffable. (The message suggests storing `content()` instead.)
struct Panel<Content: View>: View { // expect: view_not_equatable
    let title: String
    @ViewBuilder let content: () -> Content
    var body: some View {
        VStack {
            Text(title)
            content()
        }
    }
}

// A project `@resultBuilder` is not a wrapper either.
struct Checklist: View { // expect: view_not_equatable
    @StepsBuilder let steps: () -> [String]
    var body: some View { Text(steps().joined(separator: ", ")) }
}

// The language's own attributes are not wrappers: still a closure.
struct IsolatedAction: View { // expect: view_not_equatable
    @MainActor let onCommit: () -> Void
    var body: some View { Button("Commit", action: onCommit) }
}

// The fix the message suggests: store the built view, a generic parameter, diffable: silent.
struct BuiltPanel<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}
