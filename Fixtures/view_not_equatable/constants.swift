// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// RULES.md, Constant: a `let` whose initial value is a literal or a plain reference to a
// static or global name (no call) is never an input; any other initial value is. The
// variant mode_all counts diffable inputs too.

enum Actions {
    static let noop: () -> Void = { }
    static func logging(_ name: String) -> () -> Void { { print(name) } }
}

enum Metrics {
    static let padding = 12.0
    static let title = "Settings"
}

// A plain reference to a static name: the same closure in every instance, a constant, no
// input: silent in every mode.
struct NoopButton: View {
    let action: () -> Void = Actions.noop
    var body: some View { Button("Nothing", action: action) }
}

// A call in the initial value: evaluated for each instance, an input, and a closure: reported.
struct LoggingButton: View { // expect: view_not_equatable
    let action: () -> Void = Actions.logging("tap")
    var body: some View { Button("Log", action: action) }
}

// A `var` is never a constant (the memberwise init can set it): a closure input, reported.
struct DefaultedButton: View { // expect: view_not_equatable
    var action: () -> Void = Actions.noop
    var body: some View { Button("Default", action: action) }
}

// A closure literal is not one of the constant literals: an input, and a closure, reported.
struct InlineButton: View { // expect: view_not_equatable
    let action = { print("inline") }
    var body: some View { Button("Inline", action: action) }
}

// `let id = UUID()` and `DateFormatter()` are inputs (not constants), but diffable:
// silent in the default mode, reported under `mode: all`.
struct IdentifiedRow: View { // expect[mode_all]: view_not_equatable
    let id = UUID()
    let formatter = DateFormatter()
    var body: some View { Text(id.uuidString) }
}

// Constants only: literals (number, string, true, nil, array and dictionary literals of
// these) and plain references to static names (`Metrics.padding`, `.zero`): no input,
// silent in every mode.
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

// `let id = UUID()` is evaluated anew for each instance: a diffable input.
struct FreshIdentifier: View { // expect[mode_all]: view_not_equatable
    let id = UUID()

    var body: some View {
        Text(id.uuidString)
    }
}

// `DateFormatter()` is a call: an input (a class reference, diffable).
struct FormattedDate: View { // expect[mode_all]: view_not_equatable
    let formatter = DateFormatter()

    var body: some View {
        Text(formatter.string(from: .now))
    }
}

// A string with interpolation is not a literal constant: a diffable input.
struct InterpolatedTitle: View { // expect[mode_all]: view_not_equatable
    let title = "Padding \(Metrics.padding)"

    var body: some View {
        Text(title)
    }
}
