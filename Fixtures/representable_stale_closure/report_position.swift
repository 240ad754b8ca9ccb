import SwiftUI

// RULES.md, representable_stale_closure: one diagnostic per representable (naming every
// stale closure and the update method), at the earliest hand-over in source order.

final class ControlBar: UIView {
    var onPlay: (() -> Void)?
    var onPause: (() -> Void)?
    var onSeek: ((Double) -> Void)?
}

// Two closures handed over: one diagnostic, at the first.
struct MediaControls: UIViewRepresentable {
    let onPlay: () -> Void
    let onPause: () -> Void

    func makeUIView(context: Context) -> ControlBar {
        let bar = ControlBar()
        bar.onPlay = onPlay // expect: representable_stale_closure
        bar.onPause = onPause
        return bar
    }

    func updateUIView(_ bar: ControlBar, context: Context) {}
}

// makeCoordinator() comes before the make method in the file: its hand-over is the earliest.
struct SeekControls: UIViewRepresentable {
    let onSeek: (Double) -> Void
    let onPause: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(onSeek: onSeek) // expect: representable_stale_closure
    }

    func makeUIView(context: Context) -> ControlBar {
        let bar = ControlBar()
        bar.onPause = onPause
        return bar
    }

    func updateUIView(_ bar: ControlBar, context: Context) {}

    final class Coordinator {
        let onSeek: (Double) -> Void
        init(onSeek: @escaping (Double) -> Void) { self.onSeek = onSeek }
    }
}

// `onPlay` is handed over again in the update method, `onPause` is not: the diagnostic is
// at the hand-over of the stale one.
struct PartlyRefreshedControls: UIViewRepresentable {
    let onPlay: () -> Void
    let onPause: () -> Void

    func makeUIView(context: Context) -> ControlBar {
        let bar = ControlBar()
        bar.onPlay = onPlay
        bar.onPause = onPause // expect: representable_stale_closure
        return bar
    }

    func updateUIView(_ bar: ControlBar, context: Context) {
        bar.onPlay = onPlay
    }
}

// `onPause` is passed a literal that captures `track`, so the representable is reported.
// Revision 4 ("Settled": the earliest hand-over is counted among the closure properties
// that are reported, those some construction makes matter): no construction passes `onPlay`
// anything that can change (only `{ print("play") }`), so the diagnostic moves from
// `onPlay`'s hand-over to `onPause`'s.
struct QuietlyStartedControls: UIViewRepresentable {
    let onPlay: () -> Void
    let onPause: () -> Void

    func makeUIView(context: Context) -> ControlBar {
        let bar = ControlBar()
        bar.onPlay = onPlay
        bar.onPause = onPause // expect: representable_stale_closure
        return bar
    }

    func updateUIView(_ bar: ControlBar, context: Context) {}
}

// Every representable above is constructed with literals capturing `track`, a plain stored
// property of the host (QuietlyStartedControls: only its `onPause`).
struct PlayerHost: View {
    let track: String

    var body: some View {
        VStack {
            MediaControls(onPlay: { print("play", track) }, onPause: { print("pause", track) })
            SeekControls(onSeek: { print(track, $0) }, onPause: { print("pause", track) })
            PartlyRefreshedControls(onPlay: { print("play", track) }, onPause: { print("pause", track) })
            QuietlyStartedControls(onPlay: { print("play") }, onPause: { print("pause", track) })
        }
    }
}
