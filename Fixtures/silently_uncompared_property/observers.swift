import SwiftUI
import Equatable

@Equatable
struct PlayerState {
    let trackID: Int
    var volume: Double { // expect: silently_uncompared_property
        didSet { print("volume", volume) }
    }
    var position: Double = 0 { // expect: silently_uncompared_property
        willSet { print("seeking") }
    }
    var rate: Double = 1 { willSet {} didSet {} } // expect: silently_uncompared_property
    // Marked: equality skips it on purpose.
    @EquatableIgnored var buffered: Double = 0 {
        didSet { print("buffered") }
    }
    // Computed, and static: not stored instance properties.
    var remaining: Double {
        get { 1 - position }
        set { position = 1 - newValue }
    }
    static var defaultRate: Double = 1 {
        didSet { print("default rate") }
    }
}

// A skipped wrapper with an observer: silent.
@Equatable
struct Scrubber: View {
    let duration: Double
    @State private var dragValue: Double = 0 {
        didSet { print("drag") }
    }
    var body: some View { Text("\(duration)") }
}

// Not @Equatable: synthesized equality compares observed properties, silent.
struct Mixer: Equatable {
    var gain: Double {
        didSet { print("gain") }
    }
}
