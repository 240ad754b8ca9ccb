// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// Two enums each nest a protocol `Screen` and a protocol `Diffable`. A nested type is
// visible only inside its enclosing types or by a qualified name (RULES.md, Name
// resolution), so a bare `Screen` or `Diffable` at the top level names no project type.
// Every view below has only diffable inputs, so none is reported in the default mode;
// `mode: all` (variant mode_all) reports each one that is a View and not Equatable.

enum Phone {
    protocol Screen: View {}
    protocol Diffable: Equatable {}
}

enum Watch {
    protocol Screen {}
    protocol Diffable {}
}

// Silent in both: a bare `Screen` is not visible here (unknown), so this is not known to be a View.
struct Dashboard: Screen {
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// Qualified, the protocol is known: a View that is not Equatable, its input (Int) diffable.
struct PhoneDashboard: Phone.Screen { // expect[mode_all]: view_not_equatable
    let widgetCount: Int
    var body: some View { Text("\(widgetCount)") }
}

// A View whose bare `Diffable` names no project type here (an outside name, not known to
// be Equatable): not Equatable; its input ([String]) is diffable.
struct Feed: View, Diffable { // expect[mode_all]: view_not_equatable
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the Equatable one: Equatable, silent in both.
struct PhoneFeed: View, Phone.Diffable {
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Qualified with the other one: not Equatable, its input ([String]) diffable.
struct WatchFeed: View, Watch.Diffable { // expect[mode_all]: view_not_equatable
    let items: [String]
    var body: some View { Text("\(items.count)") }
}

// Inside Watch, a bare `Screen` is Watch.Screen (not a View protocol): not a View, silent in both.
extension Watch {
    struct Face: Screen {
        let complication: String
    }
}

// Inside Phone, a bare `Screen` is Phone.Screen, a View protocol; its input is diffable.
extension Phone {
    struct Lock: Screen { // expect[mode_all]: view_not_equatable
        let time: String
        var body: some View { Text(time) }
    }
}
