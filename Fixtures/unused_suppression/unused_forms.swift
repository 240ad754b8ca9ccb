import SwiftUI

// RULES.md, unused_suppression: a disable comment (any form), or one id in it, that
// suppresses no finding over its range is reported at the comment, once per unused id.

// A View with only diffable inputs: view_not_equatable does not report it, so this
// old suppression suppresses nothing: unused.
// eqlint:disable:next view_not_equatable // expect: unused_suppression
struct ProfileHeader: View {
    let name: String
    var body: some View { Text(name) }
}

// `disable:this` on a line with nothing to suppress: unused.
struct AvatarBadge: View { // eqlint:disable:this view_not_equatable // expect: unused_suppression
    let initials: String
    var body: some View { Text(initials) }
}

// `disable:previous` covering a line with nothing to suppress: unused.
struct StatusDot: View {
    // eqlint:disable:previous view_not_equatable // expect: unused_suppression
    let isOnline: Bool
    var body: some View { Circle().fill(isOnline ? Color.green : Color.gray) }
}

// A block comment, unused.
/* eqlint:disable:next view_not_equatable */ // expect: unused_suppression
struct SectionRule: View {
    let weight: Double
    var body: some View { Rectangle().frame(height: weight) }
}

// Used: a closure input is reported, and the comment suppresses it: silent.
// eqlint:disable:next view_not_equatable
struct ShareButton: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// Used by `disable:this`: silent.
struct CloseButton: View { // eqlint:disable:this view_not_equatable - closes the sheet, cheap to rebuild
    let onClose: () -> Void
    var body: some View { Button("Close", action: onClose) }
}

// `all` over a line with nothing to suppress: one unused id.
// eqlint:disable:next all // expect: unused_suppression
let refreshInterval = 30
