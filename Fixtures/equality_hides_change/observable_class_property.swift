import SwiftUI
import Observation

// RULES.md, equality_hides_change: the code `@Observable` generates does not notify an
// assignment of a value `==` to the current one. `Episode`'s `==` leaves out `playCount`,
// which the view reads: `model.nowPlaying = updated` after a play is never seen.
struct Episode: Identifiable, Equatable {
    let id: UUID
    var title: String
    var playCount: Int

    static func == (lhs: Episode, rhs: Episode) -> Bool { // expect: equality_hides_change
        lhs.id == rhs.id && lhs.title == rhs.title
    }
}

// Kept in an array: the same (`[Chapter]` assigned an equal array notifies nobody).
struct Chapter: Equatable {
    var title: String
    var startSeconds: Int
    var isPlayed: Bool

    static func == (lhs: Chapter, rhs: Chapter) -> Bool { // expect: equality_hides_change
        lhs.title == rhs.title && lhs.startSeconds == rhs.startSeconds
    }
}

// Kept directly, not optional. One diagnostic for the type, though it is kept twice.
struct PlaybackSettings: Equatable {
    var speed: Double
    var skipSilence: Bool

    static func == (lhs: PlaybackSettings, rhs: PlaybackSettings) -> Bool { // expect: equality_hides_change
        lhs.speed == rhs.speed
    }
}

@Observable
final class PlayerModel {
    var nowPlaying: Episode?
    var chapters: [Chapter] = []
    var settings = PlaybackSettings(speed: 1, skipSilence: false)
    var defaultSettings: PlaybackSettings = PlaybackSettings(speed: 1, skipSilence: true)

    func markPlayed(_ episode: Episode) {
        var updated = episode
        updated.playCount += 1
        nowPlaying = updated
    }
}

struct NowPlayingBar: View {
    let model: PlayerModel

    var body: some View {
        VStack(alignment: .leading) {
            if let episode = model.nowPlaying {
                Text(episode.title)
                Text("Played \(episode.playCount) times")
            }
            ForEach(model.chapters, id: \.title) { chapter in
                Label(chapter.title, systemImage: chapter.isPlayed ? "checkmark.circle" : "circle")
            }
            Toggle("Skip silence", isOn: .constant(model.settings.skipSilence))
        }
    }
}
