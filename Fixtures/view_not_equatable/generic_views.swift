import SwiftUI

// By default (ignore_generic_views: false) generic Views are judged like any other. A
// generic parameter counts as diffable (Diffable), and so does a String: silent.
struct TitledSection<Content: View>: View {
    let header: String
    let content: Content
    var body: some View {
        VStack {
            Text(header)
            content
        }
    }
}

// A generic parameter input: diffable, silent.
struct LabeledValue<Value>: View where Value: CustomStringConvertible {
    let value: Value
    var body: some View { Text(value.description) }
}

// A conditional conformance in an extension still lists Equatable: silent.
struct Boxed<T>: View {
    let value: T
    var body: some View { Text("boxed") }
}

extension Boxed: Equatable where T: Equatable {}

// Generic and Equatable: silent.
// (mode_all_inputs/ reports TitledSection and LabeledValue.)
struct Pair<A: Equatable, B: Equatable>: View, Equatable {
    let first: A
    let second: B
    var body: some View { Text("pair") }
}

// Generic and holding a closure that builds its content: non-diffable, reported.
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
