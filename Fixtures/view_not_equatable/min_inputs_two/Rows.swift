import SwiftUI

// min_inputs is used only by `mode: all` (variant mode_all: `mode: all, min_inputs: 2`);
// in the default mode only a non-diffable input counts, and none of these has one.

// One diffable input: silent (below min_inputs under `mode: all`).
struct SingleInput: View {
    let title: String
    var body: some View { Text(title) }
}

// Two diffable inputs: silent in the default mode.
struct TwoInputs: View { // expect[mode_all]: view_not_equatable
    let title: String
    let subtitle: String
    var body: some View { Text(title + subtitle) }
}

// A constant with a value is no input, state is skipped: one diffable input, silent in
// every mode.
struct OneInputPlusExtras: View {
    let title: String
    let padding = 12
    @State private var isHovered = false
    var body: some View { Text(title) }
}
