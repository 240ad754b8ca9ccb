import SwiftUI

// RULES.md, unused_suppression: an unknown id is invalid_suppression's alone.

// An unknown id: invalid_suppression only, never unused_suppression.
// eqlint:disable:next not_a_real_rule // expect: invalid_suppression
struct Greeting: View {
    let name: String
    var body: some View { Text(name) }
}

// A misspelled id (invalid_suppression) and a known id that suppresses nothing
// (unused_suppression): one of each on the comment's line.
// eqlint:disable:next view_not_equatible hashable_equatable_mismatch // expect: invalid_suppression, unused_suppression
struct Farewell: View {
    let name: String
    var body: some View { Text(name) }
}

// An unknown id in a region: invalid_suppression only.
// eqlint:disable retired_rule_from_v1 // expect: invalid_suppression
struct Welcome: View {
    let name: String
    var body: some View { Text(name) }
}

// An unknown command is no disable comment: invalid_suppression only.
// eqlint:ignore view_not_equatable // expect: invalid_suppression
struct Notice: View {
    let text: String
    var body: some View { Text(text) }
}
