import SwiftUI
import AVFoundation
import Sharing

// RULES.md, revision 4, custom_equality_misses_body_input: not reported for an input that
// cannot change (see Value that can change), except an input of a Reference type, which is
// reported with the message about the state `body` reads through it; nor for an input
// whose property wrapper is a library's.

enum Artwork {
    static let placeholderName = "waveform"
}

final class PlaybackModel {
    var isPlaying = false
}

// Constants: the same in every instance, never a change to show: not reported.
struct ShowBanner: View, Equatable {
    let title: String
    let network = "Public Radio"
    let symbol = Artwork.placeholderName

    var body: some View {
        Label("\(title) · \(network)", systemImage: symbol)
    }

    static func == (lhs: ShowBanner, rhs: ShowBanner) -> Bool {
        lhs.title == rhs.title
    }
}

// A `Binding` input ("Settled for revision 4": not reported by this rule) and a library's
// wrapper: not reported.
struct QueueToggleRow: View, Equatable {
    let title: String
    @Binding var isQueued: Bool
    @Shared(.appStorage("autoplay")) var autoplay = true

    var body: some View {
        Toggle(autoplay ? "\(title) (autoplay)" : title, isOn: $isQueued)
    }

    static func == (lhs: QueueToggleRow, rhs: QueueToggleRow) -> Bool {
        lhs.title == rhs.title
    }
}

// References, a library class (`AVPlayer`) and a project class: reported, one diagnostic
// each, with the message about the state read through them; a plain value beside them:
// reported.
struct PlayerControls: View, Equatable {
    let title: String
    let player: AVPlayer
    let playback: PlaybackModel
    let duration: Int

    var body: some View {
        HStack {
            Text(title)
            Text(player.rate > 0 ? "Playing" : "Paused")
            Image(systemName: playback.isPlaying ? "pause.fill" : "play.fill")
            Text("\(duration) min")
        }
    }

    static func == (lhs: PlayerControls, rhs: PlayerControls) -> Bool { // expect: custom_equality_misses_body_input, custom_equality_misses_body_input, custom_equality_misses_body_input
        lhs.title == rhs.title
    }
}
