import SwiftUI

// A binding and a var with a default are both inputs, both diffable: silent in the default mode.
struct LabeledToggle: View {
    @Binding var isOn: Bool
    var label = "Enabled"
    var body: some View { Toggle(label, isOn: $isOn) }
}

// A closure alone is one input, but non-diffable: the default mode reports it whatever
// min_inputs says (min_inputs is used by `mode: all` only).
struct TapTarget: View { // expect: view_not_equatable
    let onTap: () -> Void
    var body: some View { Button("Tap", action: onTap) }
}
