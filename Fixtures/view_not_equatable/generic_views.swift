// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// By default (ignore_generic_views: false) generic Views are judged like any other. A
// generic parameter counts as diffable (Diffable), and so does a String: silent in the
// default mode; `mode: all` reports the two inputs.
struct TitledSection<Content: View>: View { // expect[mode_all]: view_not_equatable
    let header: String
    let content: Content
    var body: some View {
        VStack {
            Text(header)
            content
        }
    }
}

// A generic parameter input: diffable, silent in the default mode.
struct LabeledValue<Value>: View where Value: CustomStringConvertible { // expect[mode_all]: view_not_equatable
    let value: Value
    var body: some View { Text(value.description) }
}

// A conditional conformance in an extension still lists Equatable: silent in every mode.
struct Boxed<T>: View {
    let value: T
    var body: some View { Text("boxed") }
}

extension Boxed: Equatable where T: Equatable {}

// Generic and Equatable: silent in every mode.
struct Pair<A: Equatable, B: Equatable>: View, Equatable {
    let first: A
    let second: B
    var body: some View { Text("pair") }
}

// Generic and holding a closure that builds its content without arguments: non-diffable,
// reported in every mode (the message suggests storing `label()` instead).
struct Disclosure<Label: View>: View { // expect: view_not_equatable
    let isExpanded: Bool
    let label: () -> Label
    var body: some View {
        VStack {
            label()
            if isExpanded { Text("details") }
        }
    }
}
