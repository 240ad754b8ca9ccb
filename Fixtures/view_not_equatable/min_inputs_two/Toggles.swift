import SwiftUI

// A binding and a var with a default are both inputs, both diffable: silent in the
// default mode, two inputs under `mode: all`.
struct LabeledToggle: View { // expect[mode_all]: view_not_equatable
    @Binding var isOn: Bool
    var label = "Enabled"
    var body: some View { Toggle(label, isOn: $isOn) }
}

// A closure alone is one input, but non-diffable: reported in every mode, whatever
// min_inputs says.
struct TapTarget: View { // expect: view_not_equatable
    let onTap: () -> Void
    var body: some View { Button("Tap", action: onTap) }
}
