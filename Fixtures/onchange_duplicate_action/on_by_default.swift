// fixture-variant disabled: {disabled_rules: [onchange_duplicate_action]}
// onchange_duplicate_action is on by default (a note): without any configuration the
// repeated action is reported; the variant `disabled` turns the rule off.
import SwiftUI

struct NameEditor: View {
    @State private var firstName = ""
    @State private var lastName = ""

    var body: some View {
        VStack {
            TextField("First", text: $firstName)
            TextField("Last", text: $lastName)
            // Changes both values in one update (rules-refinements.md 6).
            Button("Clear") {
                firstName = ""
                lastName = ""
            }
        }
        .onChange(of: firstName) {
            storeName()
        }
        .onChange(of: lastName) { // expect[default]: onchange_duplicate_action
            storeName()
        }
    }

    private func storeName() {
        Task { print(firstName, lastName) }
    }
}
