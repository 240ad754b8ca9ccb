// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant vne_off: {}
import SwiftUI

// RULES.md, unused_suppression: a disable comment (any form), or one id in it, that
// suppresses no finding over its range is reported at the comment, once per unused id.
// The default configuration enables view_not_equatable (opt-in); the variant vne_off does
// not, and ids of rules that are not enabled in the run are never reported.

// A View with only diffable inputs: view_not_equatable does not report it, so this
// old suppression suppresses nothing: unused.
// eqlint:disable:next view_not_equatable // expect[default]: unused_suppression
struct ProfileHeader: View {
    let name: String
    var body: some View { Text(name) }
}

// `disable:this` on a line with nothing to suppress: unused.
struct AvatarBadge: View { // eqlint:disable:this view_not_equatable // expect[default]: unused_suppression
    let initials: String
    var body: some View { Text(initials) }
}

// `disable:previous` covering a line with nothing to suppress: unused.
struct StatusDot: View {
    // eqlint:disable:previous view_not_equatable // expect[default]: unused_suppression
    let isOnline: Bool
    var body: some View { Circle().fill(isOnline ? Color.green : Color.gray) }
}

// A block comment, unused.
/* eqlint:disable:next view_not_equatable */ // expect[default]: unused_suppression
struct SectionRule: View {
    let weight: Double
    var body: some View { Rectangle().frame(height: weight) }
}

// Used: a closure input is reported, and the comment suppresses it: silent (and under
// vne_off not reported, the rule not being enabled).
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

// `all` over a line with nothing to suppress: one unused id, in every configuration.
// eqlint:disable:next all // expect: unused_suppression
let refreshInterval = 30
