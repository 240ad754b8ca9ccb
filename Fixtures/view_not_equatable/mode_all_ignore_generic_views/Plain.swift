import SwiftUI

// Not generic: reported under `mode: all` (one diffable input).
struct PlainCard: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// Generic with a closure input: still skipped by ignore_generic_views.
struct ActionCard<Label: View>: View {
    let label: Label
    let onTap: () -> Void
    var body: some View {
        Button(action: onTap) { label }
    }
}
