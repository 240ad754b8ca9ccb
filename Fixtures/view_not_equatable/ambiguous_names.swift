import SwiftUI

// Two protocols share the simple name `Screen`, and two share `Diffable`. A bare use
// is ambiguous, so the index treats it as unknown and a rule that needs it stays silent.

enum Phone {
    protocol Screen: View {}
    protocol Diffable: Equatable {}
}

enum Watch {
    protocol Screen {}
    protocol Diffable {}
}

// Silent: `Screen` is ambiguous, so it is unknown whether this is a View.
struct Dashboard: Screen {
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Qualified, the protocol is known: a View that is not Equatable.
struct PhoneDashboard: Phone.Screen { // expect: view_not_equatable
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Silent: a View, but `Diffable` is ambiguous, so whether it is Equatable is unknown.
struct Feed: View, Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the Equatable one: silent because Equatable.
struct PhoneFeed: View, Phone.Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the other one: known, not Equatable.
struct WatchFeed: View, Watch.Diffable { // expect: view_not_equatable
    let items: [String]
    var body: some View { Text("\(items.count)") }
}
