// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI
import UIKit
import AppKit

// Every route to being a View. All inputs here are values, diffable, so the default mode
// is silent (Diffable); `mode: all` (variant mode_all) reports every View that is not
// Equatable and has an input, so each route shows. The last structs below check the
// routes with a non-diffable input.

struct QualifiedView: SwiftUI.View { // expect[mode_all]: view_not_equatable
    let name: String
    var body: some SwiftUI.View { Text(name) }
}

struct MapPreview: UIViewRepresentable { // expect[mode_all]: view_not_equatable
    let pinCount: Int
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

struct WebPreview: NSViewRepresentable { // expect[mode_all]: view_not_equatable
    let address: URL
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {}
}

struct CameraScreen: UIViewControllerRepresentable { // expect[mode_all]: view_not_equatable
    let mode: Int
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct InspectorPanel: NSViewControllerRepresentable { // expect[mode_all]: view_not_equatable
    let selection: [String]
    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

// A composition counts like a single entry.
struct SendableBadge: View & Sendable { // expect[mode_all]: view_not_equatable
    let count: Int
    var body: some View { Text("\(count)") }
}

struct ReversedComposition: Identifiable, Sendable & SwiftUI.View { // expect[mode_all]: view_not_equatable
    let id: Int
    var body: some View { Text("\(id)") }
}

// A project protocol refining View, and one refining that one.
protocol Screen: View {}
protocol DetailScreen: Screen {}

struct SettingsScreen: Screen { // expect[mode_all]: view_not_equatable
    let userName: String
    var body: some View { Text(userName) }
}

struct OrderDetail: DetailScreen { // expect[mode_all]: view_not_equatable
    let orderID: Int
    var body: some View { Text("\(orderID)") }
}

// Nested Views are found too, reported (under `mode: all`) at their own name.
enum Components {
    struct Chip: View { // expect[mode_all]: view_not_equatable
        let label: String
        var body: some View { Text(label) }
    }
}

extension Components {
    struct Pill: View { // expect[mode_all]: view_not_equatable
        let label: String
        var body: some View { Text(label) }
    }
}

// Not a View: a class, even one claiming View.
final class ClassView: View {
    let title = "class"
    var body: some View { Text(title) }
}

// Not a View: ViewModifier is not in the list of View protocols.
struct CardStyle: ViewModifier {
    let radius: Double
    func body(content: Content) -> some View { content }
}

// Not a View: AppView is neither a project protocol nor configured in view_protocols here.
struct ExternalScreen: AppView {
    let title: String
}

// Not a View: an enum.
enum Route: Hashable {
    case home
    case detail(Int)
}

// The protocols themselves are not reported.
protocol Tile: View {
    var caption: String { get }
}

// A representable with a closure input, but its update method is empty: re-running it costs
// nothing, so no reason by default; `mode: all` counts the closure like any other. (Its
// make method hands nothing over, so representable_stale_closure is silent too.)
struct MapCanvas: UIViewRepresentable { // expect[mode_all]: view_not_equatable
    let onRegionChange: (Int) -> Void
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// A composition and a project protocol refining View, with a closure input: reported.
struct DetailAction: Sendable & DetailScreen { // expect: view_not_equatable
    let onOpen: () -> Void
    var body: some View { Button("Open", action: onOpen) }
}

// A nested View with a closure input, reported at its own name (the message names it
// `Components.ActionChip`, as view_routes.expected pins).
extension Components {
    struct ActionChip: View { // expect: view_not_equatable
        let label: String
        let onTap: () -> Void
        var body: some View { Button(label, action: onTap) }
    }
}
