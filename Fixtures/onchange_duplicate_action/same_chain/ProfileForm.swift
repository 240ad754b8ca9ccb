// The same parameterless action repeated for several values in one modifier chain:
// one onChange over an Equatable pack of the values would say it once.
import SwiftUI

struct ProfileForm: View {
    @State private var givenName = ""
    @State private var familyName = ""
    @State private var birthYear = 1990
    @State private var city = ""
    @State private var newsletter = false

    var body: some View {
        Form {
            TextField("Given name", text: $givenName)
            TextField("Family name", text: $familyName)
            Stepper("Born \(birthYear)", value: $birthYear)
            TextField("City", text: $city)
            Toggle("Newsletter", isOn: $newsletter)
        }
        .onAppear(perform: loadProfile)
        .onChange(of: givenName) {
            saveProfile()
        }
        .onChange(of: familyName) { // expect: onchange_duplicate_action
            saveProfile()
        }
        // `onChange(of:initial:)` counts; layout and comments inside the action do not matter.
        .onChange(of: birthYear, initial: true) { saveProfile() } // expect: onchange_duplicate_action
        .padding() // another modifier between them does not end the chain
        .onChange(of: city) { // expect: onchange_duplicate_action
            // keep the server copy current
            saveProfile() // same call as above
        }
        .onChange(of: newsletter) {
            saveProfile(force: true) // silent: a different action
        }
    }

    // Assigns the observed values in one update (rules-refinements.md 6), so the repeated
    // saves above can run several times for one change.
    private func loadProfile() {
        givenName = "Ada"
        familyName = "Lovelace"
        birthYear = 1815
        city = "London"
    }

    private func saveProfile(force: Bool = false) {
        Task { print("saving", givenName, familyName, birthYear, city, newsletter, force) }
    }
}
