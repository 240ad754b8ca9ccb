import Foundation

// Equatable by extensions in Conformances.swift.
struct Countdown {
    let seconds: Int
    let onFire: () -> Void // expect: equatable_unmarked_closure
}

final class Player {
    let trackID: Int
    var onEnd: (() -> Void)? // expect: equatable_unmarked_closure
    init(trackID: Int) { self.trackID = trackID }
}

// Equatable through a protocol declared in Conformances.swift.
struct Frame: Keyframe {
    let time: Double
    let render: (Double) -> Void // expect: equatable_unmarked_closure
}

// Extended elsewhere, but not with Equatable: silent.
struct Metronome {
    let bpm: Int
    let onBeat: () -> Void
}
