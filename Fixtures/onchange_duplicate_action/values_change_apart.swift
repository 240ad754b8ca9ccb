// rules-refinements.md 6: when every observed value is bound to a control of its own in the
// enclosing type (`$value`, or `$root.path` for `root.path`, appears in that type) and no
// single member body of that type (a function, a property's getter or initializer, a
// closure inside them) assigns two of them, each update changes one value, so the repeated
// action never runs twice in one update: not reported. Every action here calls something
// (rules-refinements.md 5 does not apply).
import SwiftUI
import Observation

// Each value is bound to its own TextField, nothing assigns two of them: silent.
struct AddressForm: View {
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""

    var body: some View {
        Form {
            TextField("Street", text: $street)
            TextField("City", text: $city)
            TextField("ZIP", text: $zip)
        }
        .onChange(of: street) { save() }
        .onChange(of: city) { save() }
        .onChange(of: zip) { _, _ in save() }
    }

    private func save() {
        Task { print(street, city, zip) }
    }
}

@Observable
final class AccountSettings {
    var name = ""
    var email = ""
}

// `$settings.name` binds `settings.name`: silent.
struct AccountForm: View {
    @Bindable var settings: AccountSettings

    var body: some View {
        Form {
            TextField("Name", text: $settings.name)
            TextField("Email", text: $settings.email)
        }
        .onChange(of: settings.name) { persist() }
        .onChange(of: settings.email) { persist() }
    }

    private func persist() {
        Task { print(settings.name, settings.email) }
    }
}

// One value is bound, the other is an input from the parent: reported.
struct CommentBox: View {
    let postID: String
    @State private var draft = ""

    var body: some View {
        TextField("Comment", text: $draft)
            .onChange(of: draft) { storeDraft() }
            .onChange(of: postID) { storeDraft() } // expect: onchange_duplicate_action
    }

    private func storeDraft() {
        Task { print(postID, draft) }
    }
}

// Both bound, but a function assigns both (through `self.` for one): reported.
struct ContactForm: View {
    @State private var phone = ""
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Phone", text: $phone)
            TextField("Email", text: $email)
        }
        .onAppear(perform: load)
        .onChange(of: phone) { validate() }
        .onChange(of: email) { validate() } // expect: onchange_duplicate_action
    }

    private func load() {
        phone = "555-0100"
        self.email = "ada@example.com"
    }

    private func validate() {
        Task { print(phone, email) }
    }
}

// Both bound, but a closure inside body assigns both: reported.
struct SearchFields: View {
    @State private var term = ""
    @State private var author = ""

    var body: some View {
        VStack {
            TextField("Term", text: $term)
            TextField("Author", text: $author)
            Button("Clear") {
                term = ""
                author = ""
            }
        }
        .onChange(of: term) { search() }
        .onChange(of: author) { search() } // expect: onchange_duplicate_action
    }

    private func search() {
        Task { print(term, author) }
    }
}

// Both bound, and a function declared in an extension of the type assigns both: reported.
struct RangeFields: View {
    @State private var low = 0
    @State private var high = 10

    var body: some View {
        VStack {
            Stepper("Low", value: $low)
            Stepper("High", value: $high)
        }
        .onChange(of: low) { apply() }
        .onChange(of: high) { apply() } // expect: onchange_duplicate_action
    }

    private func apply() {
        Task { print(low, high) }
    }
}

extension RangeFields {
    func widen() {
        low = 0
        high = 100
    }
}

// Three bound values, a function assigns two of them: the exception needs "no single member
// body assigns two of the observed values", so it does not apply, and every repeated action
// of the chain is reported as before, `tip`'s too.
struct PaymentForm: View {
    @State private var amount = 0
    @State private var currency = "EUR"
    @State private var tip = 0

    var body: some View {
        Form {
            Stepper("Amount", value: $amount)
            TextField("Currency", text: $currency)
            Stepper("Tip", value: $tip)
        }
        .onChange(of: amount) { recalculate() }
        .onChange(of: currency) { recalculate() } // expect: onchange_duplicate_action
        .onChange(of: tip) { recalculate() } // expect: onchange_duplicate_action
    }

    private func useDefaults() {
        amount = 10
        currency = "USD"
    }

    private func recalculate() {
        Task { print(amount, currency, tip) }
    }
}
