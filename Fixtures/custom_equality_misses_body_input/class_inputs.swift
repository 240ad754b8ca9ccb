// RULES.md, custom_equality_misses_body_input: an input whose type is a class or actor
// known to the index is still reported when body reads it and `==` does not compare it
// (the message says that `==` cannot see the state body reads through the reference,
// naming `selection.isEnabled`, as class_inputs.expected pins).
import SwiftUI

final class SelectionModel {
    var isEnabled = true
    var count = 0
}

struct SelectionBar: View, Equatable {
    let title: String
    let selection: SelectionModel

    var body: some View {
        Text(selection.isEnabled ? "\(title): \(selection.count)" : title)
    }

    static func == (lhs: SelectionBar, rhs: SelectionBar) -> Bool { // expect: custom_equality_misses_body_input
        lhs.title == rhs.title
    }
}

// `==` compares the reference (by identity): compared, silent.
struct SelectionCount: View, Equatable {
    let selection: SelectionModel

    var body: some View { Text("\(selection.count)") }

    static func == (lhs: SelectionCount, rhs: SelectionCount) -> Bool {
        lhs.selection === rhs.selection
    }
}
