// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Name resolution, step 1: the generic parameters of the enclosing declarations
// come first, and such a name is never a project type.

// A project typealias of a closure type named `Value`.
typealias Value = () -> Void

// `Value` here is the generic parameter, not the typealias: diffable, silent.
struct Box<Value>: View {
    let value: Value
    var body: some View { Text("box") }
}

// No generic parameter `Value` here: the typealias, a closure, reported.
struct ValueRow: View { // expect: view_not_equatable
    let value: Value
    var body: some View { Button("Run", action: value) }
}

// The generic parameter of an enclosing type reaches its nested types too: diffable, silent.
struct Grid<Value> {
    struct Cell: View {
        let value: Value
        var body: some View { Text("cell") }
    }
}

// An @Equatable struct over a generic `Value`: not a closure property, silent.
@Equatable
struct Tagged<Value> {
    let tag: String
    let value: Value
}

// The same shape without a generic parameter: the typealias, a closure, reported.
@Equatable
struct Trigger {
    let tag: String
    let value: Value // expect: equatable_unmarked_closure
}
