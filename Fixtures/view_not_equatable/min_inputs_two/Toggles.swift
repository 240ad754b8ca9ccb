import SwiftUI

// A binding and a var with a default are both inputs: two, reported.
struct LabeledToggle: View { // expect: view_not_equatable
    @Binding var isOn: Bool
    var label = "Enabled"
    var body: some View { Toggle(label, isOn: $isOn) }
}

// A closure alone is one input: silent under min_inputs 2.
struct TapTarget: View {
    let onTap: () -> Void
    var body: some View { Button("Tap", action: onTap) }
}
