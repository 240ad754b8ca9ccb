import Foundation
import SwiftUI

// Equatable by an extension in Conformances.swift whose `==` ignores the closure.
struct Countdown {
    let seconds: Int
    let onFire: () -> Void // expect: equatable_unmarked_closure
}

// Equatable by an extension too, but a class: never reported (identity equality).
final class Player {
    let trackID: Int
    var onEnd: (() -> Void)?
    init(trackID: Int) { self.trackID = trackID }
}

// Equatable through a protocol declared in Conformances.swift, with synthesized equality,
// which cannot be written with a closure: reported.
struct Frame: Keyframe {
    let time: Double
    let render: (Double) -> Void // expect: equatable_unmarked_closure
}

// The same route for a View: any equality of a View counts, reported.
struct FrameView: View, Keyframe {
    let time: Double
    let render: (Double) -> Void // expect: equatable_unmarked_closure
    var body: some View { Text("\(time)") }
}

// Extended elsewhere, but not with Equatable: silent.
struct Metronome {
    let bpm: Int
    let onBeat: () -> Void
}
