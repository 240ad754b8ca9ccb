import SwiftUI

// Generic Views under `mode: all` with ignore_generic_views false (the code of generic_views.swift).

// Two inputs (a String and a generic parameter): reported.
struct TitledSection<Content: View>: View { // expect: view_not_equatable
    let header: String
    let content: Content
    var body: some View {
        VStack {
            Text(header)
            content
        }
    }
}

// A generic parameter input: reported.
struct LabeledValue<Value>: View where Value: CustomStringConvertible { // expect: view_not_equatable
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
struct Pair<A: Equatable, B: Equatable>: View, Equatable {
    let first: A
    let second: B
    var body: some View { Text("pair") }
}

// A closure that builds content: reported in every mode.
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
