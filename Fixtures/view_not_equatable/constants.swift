import SwiftUI

// RULES.md, Constant: a `let` whose initial value is a literal or a plain reference to a
// static or global name (no call) is never an input; any other initial value is.

enum Actions {
    static let noop: () -> Void = { }
    static func logging(_ name: String) -> () -> Void { { print(name) } }
}

// A plain reference to a static name: the same closure in every instance, a constant, no input: silent.
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

// `let id = UUID()` is an input (not a constant), but a UUID is diffable: silent in the
// default mode (mode_all_inputs/ConstantInputs.swift reports it).
struct IdentifiedRow: View {
    let id = UUID()
    let formatter = DateFormatter()
    var body: some View { Text(id.uuidString) }
}
