// fixture-config: {opt_in_rules: [view_not_equatable]}
// In a project that uses the @Equatable macro, a view that is never equal because of its
// closures becomes @Equatable, its closures marked, and the file imports Equatable. No fix
// where a call site would pass stale values, where the macro could not compare an input,
// or where a closure builds the content.
import Foundation
import SwiftUI
import Equatable

@Equatable
struct Badge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

@Equatable
struct Row: View {
    let title: String
    let tags: [String]
    @State private var pressed = false
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text(title) }
}

// 'Screen' below passes it a closure that captures 'count': no fix.
struct SyncToggle: View {
    let onChange: () -> Void
    var body: some View { Text("sync") }
}

// 'Model' is not Equatable: the macro's == would not compile. No fix.
struct Model { let id: Int }
struct Detail: View {
    let model: Model
    let onClose: () -> Void
    var body: some View { Text("detail") }
}

// The closure builds the content: ignored, it would show stale content. No fix.
struct Card<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}

struct Screen: View {
    let count: Int
    var body: some View {
        SyncToggle(onChange: { print(count) })
    }
}
