// Tabs and Windows line endings: the fix keeps both.
import SwiftUI

final class PlayerModel: ObservableObject {
	@Published var isPlaying = false
}

struct PlayerBar: View {
	@ObservedObject var player: PlayerModel
	@ObservedObject var queue = PlayerModel()

	init() {
		_player = ObservedObject(wrappedValue: PlayerModel())
	}

	var body: some View {
		Text(player.isPlaying || queue.isPlaying ? "Playing" : "Paused")
	}
}
