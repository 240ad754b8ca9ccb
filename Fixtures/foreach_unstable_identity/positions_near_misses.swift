import SwiftUI

// Rows by position that stay where their data is (RULES.md, foreach_unstable_identity form
// 1): not reported.

// Read only: nothing removes, inserts or moves, and the rows take no bindings.
struct LeaderboardView: View {
    let scores: [Int]

    var body: some View {
        ForEach(scores.indices, id: \.self) { rank in
            Text("#\(rank + 1): \(scores[rank])")
        }
    }
}

// `append` is not in the list: adding at the end moves no row.
struct ChatTranscript: View {
    @State private var lines: [String] = []

    var body: some View {
        VStack {
            ForEach(0..<lines.count, id: \.self) { index in
                Text(lines[index])
            }
            Button("Ping") { lines.append("ping") }
        }
    }
}

// `enumerated()` identified by the element's own `id`, not by its offset.
struct Participant: Identifiable {
    let id: UUID
    var name: String
}

struct ParticipantList: View {
    @State private var participants: [Participant] = []

    var body: some View {
        List {
            ForEach(Array(participants.enumerated()), id: \.element.id) { offset, participant in
                Text("\(offset + 1). \(participant.name)")
            }
            .onDelete { participants.remove(atOffsets: $0) }
        }
    }
}

// A constant range is not `0..<x.count`.
struct RatingPicker: View {
    @State private var ratings: [Int] = []

    var body: some View {
        HStack {
            ForEach(0..<5) { star in
                Image(systemName: "star")
                    .onTapGesture { ratings.insert(star, at: 0) }
            }
        }
    }
}

// Another type removes from an array that happens to have the same name: only "the same
// type" counts.
struct DraftsPreview: View {
    let drafts: [String]

    var body: some View {
        ForEach(drafts.indices, id: \.self) { index in
            Text(drafts[index])
        }
    }
}

struct DraftsEditor: View {
    @State private var drafts: [String] = []

    var body: some View {
        List {
            ForEach(drafts, id: \.self) { draft in
                Text(draft)
            }
            .onDelete { drafts.remove(atOffsets: $0) }
        }
    }
}

// Identified by the elements themselves, with removals: form 1 does not apply.
struct BlockedUsersView: View {
    @State private var blocked: [Participant] = []

    var body: some View {
        List {
            ForEach(blocked) { user in
                Text(user.name)
            }
            .onDelete { blocked.remove(atOffsets: $0) }
        }
    }
}
