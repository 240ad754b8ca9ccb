import SwiftUI

// A binding and a var with a default are both inputs: two, reported.
struct LabeledToggle: View { // expect: view_not_equatable
    @Binding var isOn: Bool
    var label = "Enabled"
    var body: some View { Toggle(label, isOn: $isOn) }
}

// A closure alone is one input, below min_inputs, but a view with a non-diffable input
// is reported in `mode: all` too, whatever min_inputs says.
struct TapTarget: View { // expect: view_not_equatable
    let onTap: () -> Void
    var body: some View { Button("Tap", action: onTap) }
}
