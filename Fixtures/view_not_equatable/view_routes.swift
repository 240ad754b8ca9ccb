import SwiftUI
import UIKit
import AppKit

// Every route to being a View. All inputs here are values, diffable, so the default mode
// is silent (Diffable); mode_all_routes/ checks the same routes with `mode: all`, and the
// last two structs below check them with a non-diffable input.

struct QualifiedView: SwiftUI.View {
    let name: String
    var body: some SwiftUI.View { Text(name) }
}

struct MapPreview: UIViewRepresentable {
    let pinCount: Int
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

struct WebPreview: NSViewRepresentable {
    let address: URL
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {}
}

struct CameraScreen: UIViewControllerRepresentable {
    let mode: Int
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct InspectorPanel: NSViewControllerRepresentable {
    let selection: [String]
    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

// A composition counts like a single entry.
struct SendableBadge: View & Sendable {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct ReversedComposition: Identifiable, Sendable & SwiftUI.View {
    let id: Int
    var body: some View { Text("\(id)") }
}

// A project protocol refining View, and one refining that one.
protocol Screen: View {}
protocol DetailScreen: Screen {}

struct SettingsScreen: Screen {
    let userName: String
    var body: some View { Text(userName) }
}

struct OrderDetail: DetailScreen {
    let orderID: Int
    var body: some View { Text("\(orderID)") }
}

// Nested Views are found too (mode_all_routes/ reports them at their own name).
enum Components {
    struct Chip: View {
        let label: String
        var body: some View { Text(label) }
    }
}

extension Components {
    struct Pill: View {
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

// A representable with a closure input: its `updateUIView` runs on every update of the parent.
struct MapCanvas: UIViewRepresentable { // expect: view_not_equatable
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
// `Components.ActionChip`, which the fixtures cannot check).
extension Components {
    struct ActionChip: View { // expect: view_not_equatable
        let label: String
        let onTap: () -> Void
        var body: some View { Button(label, action: onTap) }
    }
}
