// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI
import UIKit
import AppKit

// RULES.md, view_not_equatable: no input of a representable whose update method is empty
// (no statements; comments do not count) is a reason: re-running it costs nothing.
// `mode: all` (variant mode_all) counts those inputs like any other.

final class RatingControl: UIControl {
    var rating = 0
    var onChange: ((Int) -> Void)?
}

// Its update method does work: a closure input re-runs it on every parent update: reported.
struct RatingView: UIViewRepresentable { // expect: view_not_equatable
    let rating: Int
    let onChange: (Int) -> Void

    func makeUIView(context: Context) -> RatingControl { RatingControl() }

    func updateUIView(_ control: RatingControl, context: Context) {
        control.rating = rating
        control.onChange = onChange
    }
}

// An empty update method: silent by default.
struct RatingBadge: UIViewRepresentable { // expect[mode_all]: view_not_equatable
    let onTap: () -> Void
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// Only comments in it: still empty, silent by default.
struct StaticChart: NSViewRepresentable { // expect[mode_all]: view_not_equatable
    let onSelect: (Int) -> Void
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {
        // Drawn once in makeNSView; nothing to update.
        /* onSelect is not used yet */
    }
}

// Empty update, the closure handed to UIKit once in make: what it keeps is
// representable_stale_closure's finding, not this rule's.
struct RatingPicker: UIViewRepresentable { // expect[mode_all]: view_not_equatable
    let onChange: (Int) -> Void
    func makeUIView(context: Context) -> RatingControl {
        let control = RatingControl()
        control.onChange = onChange // expect: representable_stale_closure
        return control
    }
    func updateUIView(_ control: RatingControl, context: Context) {}
}

// A view controller representable whose update method does work: reported.
struct ColorPanel: NSViewControllerRepresentable { // expect: view_not_equatable
    let color: String
    let onPick: (String) -> Void
    func makeNSViewController(context: Context) -> ColorPanelController { ColorPanelController() }
    func updateNSViewController(_ controller: ColorPanelController, context: Context) {
        controller.selectedColor = color
        controller.onPick = onPick
    }
}

// Through a project protocol refining UIViewRepresentable, with an empty update: silent by default.
protocol PlatformViewRepresentable: UIViewRepresentable {}

struct Sparkline: PlatformViewRepresentable { // expect[mode_all]: view_not_equatable
    let values: [Double]
    let onScrub: (Double) -> Void
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// Through the same protocol, an update method that does work: reported.
struct Waveform: PlatformViewRepresentable { // expect: view_not_equatable
    let samples: [Float]
    let onSeek: (Double) -> Void
    func makeUIView(context: Context) -> WaveformView { WaveformView() }
    func updateUIView(_ view: WaveformView, context: Context) {
        view.samples = samples
        view.onSeek = onSeek
    }
}

// Only diffable inputs and an update method that does work: silent by default.
struct ProgressRing: UIViewControllerRepresentable { // expect[mode_all]: view_not_equatable
    let progress: Double
    func makeUIViewController(context: Context) -> RingController { RingController() }
    func updateUIViewController(_ controller: RingController, context: Context) {
        controller.progress = progress
    }
}

// rules-refinements.md 1: RatingPicker is constructed with a literal capturing `label`, a
// plain stored property, so representable_stale_closure reports it above. The host has one
// diffable input: reported only under mode_all.
struct RatingHost: View { // expect[mode_all]: view_not_equatable
    let label: String

    var body: some View {
        RatingPicker(onChange: { print(label, $0) })
    }
}
