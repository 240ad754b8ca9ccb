// RULES.md, onchange_duplicate_action: actions whose parameters are unused count alike,
// `{ save() }`, `{ _ in save() }`, `{ _, _ in save() }` and `{ old, new in save() }`; an
// action that uses its parameter is a different one. Every action calls something
// (rules-refinements.md 5), and a member assigns two of the observed values of each chain
// (rules-refinements.md 6: they can change in the same update).
import SwiftUI

struct ShippingForm: View {
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @State private var country = ""

    var body: some View {
        Form {
            TextField("Street", text: $street)
            TextField("City", text: $city)
            TextField("ZIP", text: $zip)
            TextField("Country", text: $country)
        }
        .onChange(of: street) { save() }
        .onChange(of: city) { _ in save() } // expect: onchange_duplicate_action
        .onChange(of: zip) { _, _ in save() } // expect: onchange_duplicate_action
        .onChange(of: country) { old, new in save() } // expect: onchange_duplicate_action
    }

    private func save() { Task {} }

    // Assigns the observed values together, so they can change in the same update
    // (rules-refinements.md 6): the duplicates above are reported.
    private func fillDefaults() {
        street = "1 Main Street"
        city = "Springfield"
        zip = "00000"
        country = "US"
    }
}

struct PriceFilter: View {
    @State private var minimum = 0
    @State private var maximum = 100
    @State private var value = 0

    var body: some View {
        HStack {
            Stepper("Min", value: $minimum)
            Stepper("Max", value: $maximum)
        }
        // Both use their parameter: different actions, silent.
        .onChange(of: minimum) { _, newValue in track(newValue) }
        .onChange(of: maximum) { _, newValue in track(newValue) }
        // The first uses its parameter `value`, the second reads the property: the same
        // tokens, but not the same action: silent.
        .onChange(of: minimum) { value in apply(value) }
        .onChange(of: maximum) { apply(value) }
        // A named parameter left unused is the same action as none at all.
        .onChange(of: minimum) { old, new in reload() }
        .onChange(of: maximum) { reload() } // expect: onchange_duplicate_action
    }

    private func reset() {
        minimum = 0
        maximum = 100
    }

    private func track(_ value: Int) {}
    private func apply(_ value: Int) {}
    private func reload() { Task {} }
}
