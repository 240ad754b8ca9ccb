// Captures that cannot go stale: reference-wrapped state, references to project classes
// and actors, projected values, and names the closure declares itself.
import SwiftUI
import SwiftData

final class PlaybackEngine: Equatable {
    func resume() {}

    static func == (lhs: PlaybackEngine, rhs: PlaybackEngine) -> Bool {
        lhs === rhs
    }
}

actor ArtworkCache: Equatable {
    func purge() {}

    static func == (lhs: ArtworkCache, rhs: ArtworkCache) -> Bool {
        lhs === rhs
    }
}

final class PlayerModel: ObservableObject {
    @Published var volume = 0.5

    func mute() {
        volume = 0
    }
}

@Model
final class RecentItem {
    var title: String

    init(title: String) {
        self.title = title
    }
}

// Not a reference wrapper: a property wrapped in it is a plain value, but its projection is not.
@propertyWrapper
struct Clamped: Equatable {
    var wrappedValue: Double
    var projectedValue: ClosedRange<Double> { 0...1 }
}

func resetLevel(_ level: Binding<Double>) {
    level.wrappedValue = 0.5
}

@Equatable
struct ControlButton: View {
    let symbol: String
    @EquatableIgnoredUnsafeClosure var action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: symbol)
        }
    }
}

@Equatable
struct ScrubBar: View {
    let label: String
    @EquatableIgnoredUnsafeClosure var onSeek: (Double) -> Void

    var body: some View {
        Text(label)
            .onTapGesture {
                onSeek(0)
            }
    }
}

@Equatable
struct NowPlayingBar: View {
    @State private var isExpanded = false
    @Binding var volume: Double
    @ObservedObject var model: PlayerModel
    @Environment(\.dismiss) private var dismiss
    @Query private var recents: [RecentItem]
    let engine: PlaybackEngine
    let artwork: ArtworkCache
    @Clamped var level: Double
    let trackID: UUID
    var position: Double

    var body: some View {
        HStack {
            ControlButton(symbol: "chevron.up") {
                isExpanded.toggle() // silent: @State is read through shared storage
            }
            ControlButton(symbol: "speaker.slash") {
                volume = 0 // silent: @Binding
            }
            ControlButton(symbol: "speaker.wave.1") {
                model.mute() // silent: @ObservedObject
            }
            ControlButton(symbol: "xmark") {
                dismiss() // silent: @Environment; a property called, not an instance method
            }
            ControlButton(symbol: "clock") {
                print(recents.count) // silent: @Query
            }
            ControlButton(symbol: "play") {
                engine.resume() // silent: a class declared in the project is a reference
            }
            ControlButton(symbol: "trash") {
                Task {
                    await artwork.purge() // silent: an actor declared in the project is a reference
                }
            }
            ControlButton(symbol: "slider.horizontal.3") {
                print($level) // silent: `$level` is a projected value, not `level`
            }
            ControlButton(symbol: "arrow.counterclockwise") {
                resetLevel($volume) // silent: projected value
            }
            ControlButton(symbol: "number") {
                let trackID = UUID()
                print(trackID) // silent: the closure's own local shadows the property
            }
            ScrubBar(label: "Seek") { position in
                print(position) // silent: the closure's own parameter shadows the property
            }
            ScrubBar(label: "Nudge") { offset in
                print(offset) // silent: the closure's own parameter
            }
            // Near miss: the plain value behind the wrapper does count.
            ControlButton(symbol: "dial.low") {
                print(level) // expect: closure_captures_state
            }
        }
    }
}
