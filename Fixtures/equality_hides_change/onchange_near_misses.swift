import SwiftUI

// Partial `==`s used where nothing reads what they leave out (RULES.md,
// equality_hides_change): not reported.

// The action reads only what `==` compares.
struct Playlist: Equatable {
    var name: String
    var trackCount: Int

    static func == (lhs: Playlist, rhs: Playlist) -> Bool { lhs.name == rhs.name }
}

// `.animation(_:value:)` never stops a view from updating: no use.
struct Progress: Equatable {
    var fraction: Double
    var label: String

    static func == (lhs: Progress, rhs: Progress) -> Bool { lhs.fraction == rhs.fraction }
}

// Observed as `store.draft`, a property of another value: the rule reads a property
// declared as the type, bare or through `self` (a decision: `store.draft` is no use).
struct Draft: Equatable {
    var subject: String
    var body: String

    static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.subject == rhs.subject }
}

final class DraftStore: ObservableObject {
    @Published var draft = Draft(subject: "", body: "")
}

struct PlaylistHeader: View {
    let playlist: Playlist
    let progress: Progress
    @ObservedObject var store: DraftStore
    @State private var title = ""
    @State private var wordCount = 0

    var body: some View {
        VStack {
            Text(title)
            Text("\(playlist.trackCount) tracks")
            ProgressView(progress.label, value: progress.fraction)
                .animation(.easeInOut, value: progress)
            Text("\(wordCount) words in \(store.draft.body)")
        }
        .onChange(of: playlist) {
            title = playlist.name
        }
        .onChange(of: store.draft) {
            wordCount = store.draft.body.split(separator: " ").count
        }
    }
}
