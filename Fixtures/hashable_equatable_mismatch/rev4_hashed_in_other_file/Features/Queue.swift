import Foundation

final class PlayQueue {
    var playCounts: [TrackRef: Int] = [:]

    func played(_ track: TrackRef) {
        playCounts[track, default: 0] += 1
    }
}
