// Every kind of captured value that can go stale while the row's compared inputs stay equal.
import SwiftUI

struct Track: Identifiable {
    let id: UUID
    let title: String
}

enum AuditTrail {
    static func record(_ value: Any) {}
}

@Equatable
struct ActionLink: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onActivate: () -> Void

    var body: some View {
        Button(title, action: onActivate)
    }
}

// Has plain-value stored properties, so `self` carries values that can go stale.
@Equatable
struct PlaylistHeader: View {
    let playlistName: String
    var trackCount: Int

    var body: some View {
        VStack {
            // A plain stored property, bare.
            ActionLink(title: "Rename") {
                print(playlistName) // expect: closure_captures_state
            }
            // A plain stored property through `self.`.
            ActionLink(title: "Count") {
                print(self.trackCount) // expect: closure_captures_state
            }
            // `self`, explicitly, to call a method.
            ActionLink(title: "Save") {
                self.persist() // expect: closure_captures_state
            }
            // `self` in a capture list; the diagnostic is at the list, the first capture.
            ActionLink(title: "Share") { [self] in // expect: closure_captures_state
                share()
            }
            // `self` passed as a value.
            ActionLink(title: "Log") {
                AuditTrail.record(self) // expect: closure_captures_state
            }
            // An implicit instance-method call captures `self`.
            ActionLink(title: "Persist") {
                persist() // expect: closure_captures_state
            }
        }
    }

    private func persist() {
        print("saving", playlistName, trackCount)
    }

    private func share() {
        print("sharing", playlistName)
    }
}

// Only reference-wrapped state: `self` holds nothing that can go stale.
struct LibraryToolbar: View {
    @State private var isSyncing = false
    @State private var tracks: [Track] = []

    var body: some View {
        VStack {
            ActionLink(title: "Sync") {
                startSync() // silent: no plain-value stored property, so `self` does not count
            }
            ActionLink(title: "Sync now") {
                self.startSync() // silent: same reason
            }
            // The enclosing closure's parameter counts; `select` (implicit `self`) does not here.
            ForEach(tracks) { track in
                ActionLink(title: "Play", onActivate: {
                    select(track) // expect: closure_captures_state
                })
            }
        }
    }

    private func startSync() {
        isSyncing = true
    }

    private func select(_ track: Track) {
        print(track.title)
    }
}

@Equatable
struct TrackList: View {
    let tracks: [Track]

    var body: some View {
        let headline = "\(tracks.count) tracks"
        VStack {
            // A local `let` of the code around the call.
            ActionLink(title: "Announce") {
                print(headline) // expect: closure_captures_state
            }
            // A parameter of the enclosing closure: one diagnostic, naming `track`. Calling
            // `select` captures no `self` here, since `select` reads no plain stored property
            // (rules-refinements.md 9). Passing `track.title` is not passing `track`, so
            // nothing is excused.
            ForEach(tracks) { track in
                ActionLink(title: track.title, onActivate: { select(track) }) // expect: closure_captures_state
            }
            row(for: tracks[0])
        }
    }

    // A function parameter.
    @ViewBuilder
    private func row(for track: Track) -> some View {
        ActionLink(title: "Play") {
            print("play", track.id) // expect: closure_captures_state
        }
    }

    // A local `var`; the parameter `index` is not captured.
    private func numberedLink(index: Int) -> ActionLink {
        var label = "Track"
        label += " \(index)"
        return ActionLink(title: "Open") {
            print(label) // expect: closure_captures_state
        }
    }

    private func select(_ track: Track) {
        print(track.title)
    }
}
