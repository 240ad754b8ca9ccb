// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Name resolution, step 2: types nested in the enclosing type, then in the type
// enclosing that, outwards (members declared in extensions count), before top-level
// types; from outside, a nested type is reached only by its qualified name.

// A top-level `Handler` holding only values: diffable.
struct Handler {
    let title: String
}

// Its `handler` is Login.Handler (nested names come before top-level ones): a closure inside, reported.
struct Login: View { // expect: view_not_equatable
    // A nested `Handler` holding a closure: from inside Login it wins over the top-level one.
    struct Handler {
        let submit: (String) -> Void
    }

    let handler: Handler
    var body: some View { Button("Log in") { handler.submit("user") } }
}

// From outside Login, a bare `Handler` is the top-level one: diffable, silent.
struct Logout: View {
    let handler: Handler
    var body: some View { Text(handler.title) }
}

// Qualified: Login.Handler holds a closure, reported.
struct Relogin: View { // expect: view_not_equatable
    let handler: Login.Handler
    var body: some View { Button("Again") { handler.submit("user") } }
}

// A type nested in the enclosing type's enclosing type is visible, outwards.
enum Checkout {
    struct Step {
        let advance: () -> Void
    }

    // `Step` is found in Checkout, the type enclosing StepView: a closure inside, reported.
    struct StepView: View { // expect: view_not_equatable
        let step: Step
        var body: some View { Button("Next", action: step.advance) }
    }
}

// A type declared in an extension of the enclosing type counts as nested in it.
extension Profile {
    struct Editor {
        let save: () -> Void
    }
}

// `Editor` is found among Profile's members declared in its extension: a closure inside, reported.
struct Profile: View { // expect: view_not_equatable
    let editor: Editor
    var body: some View { Button("Save", action: editor.save) }
}

// From outside Profile, a bare `Editor` is not visible: unknown, diffable, silent.
struct Settings: View {
    let editor: Editor
    var body: some View { Text("settings") }
}

// A nested typealias from inside its type: a closure property of an Equatable View with
// synthesized equality, so equatable_unmarked_closure (not view_not_equatable: Equatable).
struct Picker: View, Equatable {
    typealias OnPick = (Int) -> Void
    let options: [String]
    let onPick: OnPick // expect: equatable_unmarked_closure
    var body: some View { Text("\(options.count)") }
}

// Qualified from outside: Picker.OnPick is a closure, reported.
struct PickerHost: View { // expect: view_not_equatable
    let onPick: Picker.OnPick
    var body: some View { Button("Pick") { onPick(0) } }
}

// From outside, a bare `OnPick` is not visible: not a closure, diffable, silent.
struct PickerGuest: View {
    let onPick: OnPick
    var body: some View { Text("guest") }
}
