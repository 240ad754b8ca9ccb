import SwiftUI

struct PodcastScreen: View {
    let episodes: [String]
    @State private var unit = "new"

    var body: some View {
        List {
            ForEach(episodes, id: \.self) { title in
                EpisodeRow(title: title, showName: "The Daily Build")
                    .equatable()
            }
            EpisodeBadge(count: episodes.count, label: "episodes")
                .equatable()
            EpisodeBadge(count: 3, label: unit)
                .equatable()
        }
    }
}
