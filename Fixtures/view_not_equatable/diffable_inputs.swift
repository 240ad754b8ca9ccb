// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Diffable: which compared inputs SwiftUI's field-by-field reflection can
// never find equal (reported), and which it can (silent in the default mode).

typealias Completion = (Bool) -> Void

// A project struct wrapping a closure, not Equatable: non-diffable.
struct Handler<Action> {
    let send: (Action) -> Void
}

// Holds a Handler: non-diffable transitively.
struct Envelope {
    let title: String
    let handler: Handler<Int>
}

// A project enum, not Equatable, with a case whose associated value is a closure.
enum Destination {
    case url(URL)
    case callback(() -> Void)
}

// Project enums whose cases carry only values: diffable.
enum Tab {
    case home, settings
}

enum Route {
    case detail(id: Int)
    case search(query: String)
}

// Equatable (hand-written, keyed on `id`): an Equatable struct is diffable whatever it holds.
struct Command: Equatable {
    let id: Int
    let run: () -> Void
    static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }
}

final class Store {}

actor Uploader {}

// A closure property: non-diffable.
struct TapRow: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// An optional closure, and one through a typealias: non-diffable.
struct DismissRow: View { // expect: view_not_equatable
    let onDismiss: (() -> Void)?
    let completion: Completion
    var body: some View { Button("Close") { onDismiss?() } }
}

// No annotation, a closure literal as initial value of a `var`: non-diffable.
struct AppearRow: View { // expect: view_not_equatable
    var onAppear = { }
    var body: some View { Text("row").onAppear(perform: onAppear) }
}

// AnyView: non-diffable.
struct AccessoryRow: View { // expect: view_not_equatable
    let title: String
    let accessory: AnyView
    var body: some View { HStack { Text(title); accessory } }
}

// A project struct that is not Equatable and wraps a closure (a `Handler<Action>`).
struct HandlerRow: View { // expect: view_not_equatable
    let handler: Handler<String>
    var body: some View { Button("Send") { handler.send("tap") } }
}

// A project struct holding one, transitively.
struct EnvelopeRow: View { // expect: view_not_equatable
    let envelope: Envelope
    var body: some View { Text(envelope.title) }
}

// A project enum, not Equatable, with a closure associated value.
struct DestinationRow: View { // expect: view_not_equatable
    let destination: Destination
    var body: some View { Text("go") }
}

// An Optional of a non-diffable struct.
struct MaybeHandlerRow: View { // expect: view_not_equatable
    let handler: Handler<Int>?
    var body: some View { Text("maybe") }
}

// An array of closures.
struct ActionsRow: View { // expect: view_not_equatable
    let actions: [() -> Void]
    var body: some View { Text("\(actions.count) actions") }
}

// A dictionary of non-diffable structs.
struct HandlersRow: View { // expect: view_not_equatable
    let handlers: [String: Handler<Int>]
    var body: some View { Text("\(handlers.count) handlers") }
}

// Silent: values, a tuple of values, class and actor references, a generic parameter, an
// unknown type, project enums without closures and an Equatable struct are all diffable.
struct DiffableOnly<Content: View>: View {
    let title: String
    let count: Int
    let range: (Int, Int)
    let store: Store
    let uploader: Uploader
    let content: Content
    let formatter: NumberFormatter
    let tab: Tab
    let route: Route
    let command: Command
    let titles: [String]
    var body: some View { VStack { Text(title); content } }
}
