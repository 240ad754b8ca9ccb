// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Name resolution: several declarations of a name in the same file (under `#if`)
// answer a yes/no question when they all agree, and are unknown otherwise. Both `Screen`s
// refine View and neither refines Equatable: a struct conforming to `Screen` is a View
// that is not Equatable, and its rules report it as with a single declaration.

#if os(iOS)
protocol Screen: View {
    var navigationTitle: String { get }
}
#elseif os(macOS)
protocol Screen: View {
    var windowTitle: String { get }
}
#endif

// Both agree: a View, not Equatable, a closure input: reported.
struct ComposeScreen: Screen { // expect: view_not_equatable
    let onSend: () -> Void
    var navigationTitle: String { "Compose" }
    var windowTitle: String { "Compose" }
    var body: some View { Button("Send", action: onSend) }
}

// Both agree it is a View; Equatable with synthesized equality: equatable_unmarked_closure.
struct InboxScreen: Screen, Equatable {
    let unread: Int
    let onRefresh: () -> Void // expect: equatable_unmarked_closure
    var navigationTitle: String { "Inbox" }
    var windowTitle: String { "Inbox" }
    var body: some View { Button("\(unread)", action: onRefresh) }
}

#if os(iOS)
protocol Panel: View, Equatable {}
#else
protocol Panel: View {}
#endif

// The `Panel`s disagree on Equatable: unknown, so the rule stays silent rather than guess.
struct FilterPanel: Panel {
    let onApply: () -> Void
    var body: some View { Button("Apply", action: onApply) }
}

#if os(watchOS)
protocol Tile {}
#else
protocol Tile: View {}
#endif

// The `Tile`s disagree on View: unknown, not known to be a View: silent.
struct WeatherTile: Tile {
    let onTap: () -> Void
    var body: some View { Button("Weather", action: onTap) }
}
