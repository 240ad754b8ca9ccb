import SwiftUI

// Generic, with a non-diffable closure input: ignore_generic_views skips it anyway, in
// `mode: all` as well.
struct ActionCard<Label: View>: View {
    let label: Label
    let onTap: () -> Void
    var body: some View {
        Button(action: onTap) { label }
    }
}

// Not generic, with a closure input: still reported under ignore_generic_views, in every mode.
struct ActionRow: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View {
        Button(title, action: onTap)
    }
}
