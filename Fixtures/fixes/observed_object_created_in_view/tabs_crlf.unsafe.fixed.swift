// Tabs and Windows line endings: the fix keeps both.
import SwiftUI

final class PlayerModel: ObservableObject {
	@Published var isPlaying = false
}

struct PlayerBar: View {
	@StateObject var player: PlayerModel
	@StateObject var queue = PlayerModel()

	init() {
		_player = StateObject(wrappedValue: PlayerModel())
	}

	var body: some View {
		Text(player.isPlaying || queue.isPlaying ? "Playing" : "Paused")
	}
}
