extension Countdown: Equatable {
    static func == (lhs: Countdown, rhs: Countdown) -> Bool {
        lhs.seconds == rhs.seconds
    }
}

extension Player: Equatable {
    static func == (lhs: Player, rhs: Player) -> Bool {
        lhs.trackID == rhs.trackID
    }
}

protocol Keyframe: Equatable {}

extension Metronome: CustomStringConvertible {
    var description: String { "\(bpm) bpm" }
}
