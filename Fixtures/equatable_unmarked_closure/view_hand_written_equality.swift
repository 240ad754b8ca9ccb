import SwiftUI
import UIKit

// RULES.md, equatable_unmarked_closure: not reported for a View whose `==` is hand-written:
// its `==` decides whether it re-renders, and leaving a closure out is the usual way to
// make a view with callbacks diffable. What can go wrong is a call site that passes a
// closure capturing changing state, which closure_captures_state reports.

// `==` in the type, leaving the closure out: silent.
struct VolumeSlider: View, Equatable {
    let level: Double
    let onChange: (Double) -> Void
    var body: some View { Text("\(level)") }
    static func == (lhs: VolumeSlider, rhs: VolumeSlider) -> Bool { lhs.level == rhs.level }
}

// `==` in an extension: silent.
struct MuteButton: View {
    let isMuted: Bool
    let onToggle: () -> Void
    var body: some View { Button(isMuted ? "Unmute" : "Mute", action: onToggle) }
}

extension MuteButton: Equatable {
    static func == (lhs: MuteButton, rhs: MuteButton) -> Bool { lhs.isMuted == rhs.isMuted }
}

// A representable is a View too: silent.
struct VolumeKnob: UIViewRepresentable, Equatable {
    let level: Double
    let onTurn: (Double) -> Void
    func makeUIView(context: Context) -> KnobView { KnobView() }
    func updateUIView(_ knob: KnobView, context: Context) {
        knob.level = level
        knob.onTurn = onTurn
    }
    static func == (lhs: VolumeKnob, rhs: VolumeKnob) -> Bool { lhs.level == rhs.level }
}

// The same View with synthesized equality: reported (it does not compile).
struct SpeakerRow: View, Equatable {
    let name: String
    let onSelect: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(name, action: onSelect) }
}

// Not a View, with the `==` of VolumeSlider: reported.
struct VolumeSetting: Equatable {
    let level: Double
    let onChange: (Double) -> Void // expect: equatable_unmarked_closure
    static func == (lhs: VolumeSetting, rhs: VolumeSetting) -> Bool { lhs.level == rhs.level }
}

// Its call sites: the first closure captures nothing; the second captures `volume`, a
// plain stored property, which goes stale while `level` stays equal.
struct MixerPanel: View {
    let volume: Double
    var body: some View {
        VolumeSlider(level: 0.5, onChange: { print("changed", $0) })
        VolumeSlider(level: 0.5, onChange: { print(volume, $0) }) // expect: closure_captures_state
    }
}
