import SwiftUI

// RULES.md, foreach_unstable_identity form 3: a `ForEach` whose elements' identifier is a
// computed property of a project type that returns a new value each time: every update
// makes every row anew. Reported at `ForEach`.

// `id` of Identifiable elements.
struct ChatMessage: Identifiable {
    let text: String
    var id: String { UUID().uuidString }
}

// The `id:` key path's property.
struct Sample {
    let value: Double
    var renderKey: UUID { UUID() }
}

// Near miss: a stored property initialised with `UUID()` is not this form.
struct Comment: Identifiable {
    let id = UUID()
    let body: String
}

// Near miss: a computed identifier that returns a stored value.
struct Tile: Identifiable {
    let code: String
    var id: String { code }
}

struct ConversationView: View {
    let messages: [ChatMessage]
    let samples: [Sample]
    let comments: [Comment]
    let tiles: [Tile]

    var body: some View {
        ScrollView {
            ForEach(messages) { message in // expect: foreach_unstable_identity
                Text(message.text)
            }
            ForEach(samples, id: \.renderKey) { sample in // expect: foreach_unstable_identity
                Text(sample.value, format: .number)
            }
            ForEach(comments) { comment in
                Text(comment.body)
            }
            ForEach(tiles) { tile in
                Text(tile.code)
            }
        }
    }
}
