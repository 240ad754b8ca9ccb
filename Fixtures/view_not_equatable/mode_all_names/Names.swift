import SwiftUI

// The names of ambiguous_names.swift under `mode: all`, where diffable inputs count.
// Nested types are visible only inside their enclosing types or by a qualified name.

enum Phone {
    protocol Screen: View {}
    protocol Diffable: Equatable {}
}

enum Watch {
    protocol Screen {}
    protocol Diffable {}
}

// A bare `Screen` is not visible at the top level: not known to be a View, silent.
struct Dashboard: Screen {
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Qualified: Phone.Screen refines View; not Equatable, one input: reported.
struct PhoneDashboard: Phone.Screen { // expect: view_not_equatable
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Qualified with the protocol that refines Equatable: Equatable, silent.
struct PhoneFeed: View, Phone.Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the one that does not: not Equatable, reported.
struct WatchFeed: View, Watch.Diffable { // expect: view_not_equatable
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Inside Watch, a bare `Screen` is Watch.Screen (not a View protocol): not a View, silent.
extension Watch {
    struct Face: Screen {
        let complication: String
    }
}

// Inside Phone, a bare `Screen` is Phone.Screen, a View protocol: reported.
extension Phone {
    struct Lock: Screen { // expect: view_not_equatable
        let time: String
        var body: some View { Text(time) }
    }
}
