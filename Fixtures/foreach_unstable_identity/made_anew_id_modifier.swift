import SwiftUI

// RULES.md, foreach_unstable_identity form 3 (made anew): an `.id(…)` in a `body` whose
// argument itself calls `UUID()`, `Date()`, `Date.now` or `.random(in:)`, on a view that
// holds state or with `.transition(…)` or `.animation(…)` in its chain: every update makes
// the view anew. Reported at `.id`.

struct DraftEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
    }
}

final class FeedLoader: ObservableObject {
    @Published var items: [String] = []
}

struct FeedView: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        List(loader.items, id: \.self) { Text($0) }
    }
}

struct ComposeScreen: View {
    let headline: String

    var body: some View {
        VStack {
            // A project view declaring `@State`.
            DraftEditor()
                .id(UUID()) // expect: foreach_unstable_identity
            // A project view holding a `@StateObject`, `.random(in:)`.
            FeedView()
                .id(Int.random(in: 0..<1_000)) // expect: foreach_unstable_identity
            // `.transition(…)` in its chain (after the `.id`); `UUID()` inside a larger argument.
            Text(headline)
                .id(UUID().uuidString) // expect: foreach_unstable_identity
                .transition(.opacity)
            // `.animation(…)` in its chain; `Date()`.
            Text(headline)
                .animation(.easeIn, value: headline)
                .id(Date()) // expect: foreach_unstable_identity
            // `Date.now`.
            DraftEditor().id(Date.now) // expect: foreach_unstable_identity
        }
    }
}
