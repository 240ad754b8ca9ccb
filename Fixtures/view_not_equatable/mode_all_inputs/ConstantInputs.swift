import SwiftUI

// RULES.md, Constant, under `mode: all` (where diffable inputs are counted too).

enum Metrics {
    static let padding = 12.0
    static let title = "Settings"
}

// Constants only: literals (number, string, true, nil, array and dictionary literals of
// these) and plain references to static names (`Metrics.padding`, `.zero`): no input, silent.
struct ConstantsOnly: View {
    let spacing = 8
    let title = "Inbox"
    let isCompact = true
    let placeholder: String? = nil
    let tags = ["new", "sale"]
    let weights = ["low": 1, "high": 3]
    let padding = Metrics.padding
    let heading = Metrics.title
    let size: CGSize = .zero

    var body: some View {
        Text(title)
    }
}

// `let id = UUID()` is evaluated anew for each instance: an input (a diffable one), reported here.
struct FreshIdentifier: View { // expect: view_not_equatable
    let id = UUID()

    var body: some View {
        Text(id.uuidString)
    }
}

// `DateFormatter()` is a call: an input, reported.
struct FormattedDate: View { // expect: view_not_equatable
    let formatter = DateFormatter()

    var body: some View {
        Text(formatter.string(from: .now))
    }
}

// A string with interpolation is not a literal constant: an input, reported.
struct InterpolatedTitle: View { // expect: view_not_equatable
    let title = "Padding \(Metrics.padding)"

    var body: some View {
        Text(title)
    }
}
