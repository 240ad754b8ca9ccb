import SwiftUI

// RULES.md, foreach_unstable_identity form 3, more forms of "made anew".

struct Timer: View {
    @State private var started = Date()

    var body: some View {
        Text(started, style: .timer)
    }
}

// An identifier that falls back to `UUID()`: a read can return a new value. Reported.
struct Peer: Identifiable {
    let address: String?
    var id: String { address ?? UUID().uuidString }
}

// `Date()` behind a key path's property: reported.
struct Reading {
    let value: Double
    var stamp: Date { Date() }
}

struct Dashboard: View {
    let peers: [Peer]
    let readings: [Reading]
    let token: Int

    var body: some View {
        VStack {
            ForEach(peers) { peer in // expect: foreach_unstable_identity
                Text(peer.address ?? "?")
            }
            ForEach(readings, id: \.stamp) { reading in // expect: foreach_unstable_identity
                Text(reading.value, format: .number)
            }
            // `.id(…)` inside a row of the body, on a view holding state: reported.
            ForEach(0..<3) { _ in
                Timer().id(UUID()) // expect: foreach_unstable_identity
            }
            // Near miss: a stable argument.
            Timer().id(token)
            // Near miss: the ProgressView's own chain, whatever it holds.
            ProgressView()
                .animation(.default, value: token)
                .id(UUID())
        }
    }

    // Near miss: not in `body` (a helper property building a view).
    var footer: some View {
        Timer().id(UUID())
    }
}
