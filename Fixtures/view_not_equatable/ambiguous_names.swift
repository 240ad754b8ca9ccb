import SwiftUI

// Two enums each nest a protocol `Screen` and a protocol `Diffable`. A nested type is
// visible only inside its enclosing types or by a qualified name (RULES.md, Name
// resolution), so a bare `Screen` or `Diffable` at the top level names no project type.
// Every view below has only diffable inputs, so none is reported in the default mode;
// mode_all_names/ checks the same names with `mode: all`.

enum Phone {
    protocol Screen: View {}
    protocol Diffable: Equatable {}
}

enum Watch {
    protocol Screen {}
    protocol Diffable {}
}

// Silent: a bare `Screen` is not visible here (unknown), so this is not known to be a View.
struct Dashboard: Screen {
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Qualified, the protocol is known: a View that is not Equatable, but its input (Int) is diffable: silent.
struct PhoneDashboard: Phone.Screen {
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Silent: a View whose bare `Diffable` is unknown here; its input ([String]) is diffable anyway.
struct Feed: View, Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the Equatable one: Equatable, silent.
struct PhoneFeed: View, Phone.Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the other one: not Equatable, but its input ([String]) is diffable: silent.
struct WatchFeed: View, Watch.Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}
