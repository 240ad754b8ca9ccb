import SwiftUI

struct LibraryView: View {
    @State private var pinned: Set<PlaylistID> = []
    let moods: [Mood]

    var body: some View {
        List {
            Text("\(pinned.count) pinned")
            ForEach(moods, id: \.name) { mood in
                Text(mood.emoji + " " + mood.name)
            }
        }
    }
}
