// onchange_duplicate_action is opt-in: without a configuration enabling it, these
// repeated actions are not reported.
import SwiftUI

struct NameEditor: View {
    @State private var firstName = ""
    @State private var lastName = ""

    var body: some View {
        VStack {
            TextField("First", text: $firstName)
            TextField("Last", text: $lastName)
        }
        .onChange(of: firstName) {
            storeName()
        }
        .onChange(of: lastName) {
            storeName()
        }
    }

    private func storeName() {
        print(firstName, lastName)
    }
}
