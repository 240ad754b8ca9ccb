import SwiftUI

// `mode: all` with min_inputs 2 (the code of min_inputs_two/).

// One input: below min_inputs 2, silent.
struct SingleInput: View {
    let title: String
    var body: some View { Text(title) }
}

// Two inputs: reported.
struct TwoInputs: View { // expect: view_not_equatable
    let title: String
    let subtitle: String
    var body: some View { Text(title + subtitle) }
}

// A constant with a value is no input, state is skipped: still one input, silent.
struct OneInputPlusExtras: View {
    let title: String
    let padding = 12
    @State private var isHovered = false
    var body: some View { Text(title) }
}
