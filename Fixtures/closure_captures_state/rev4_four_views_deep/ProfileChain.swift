import SwiftUI

// BadgeCell's `tint` comes from ProfileRow (1), ProfileGroup (2), ProfileSection (3),
// ProfileScreen (4) and ProfileTab (5): the constant is five views away, deeper than four:
// it can change: reported.
struct ProfileRoot: View {
    var body: some View {
        ProfileTab(tint: "teal")
    }
}

struct ProfileTab: View {
    let tint: String
    var body: some View { ProfileScreen(tint: tint) }
}

struct ProfileScreen: View {
    let tint: String
    var body: some View { ProfileSection(tint: tint) }
}

struct ProfileSection: View {
    let tint: String
    var body: some View { ProfileGroup(tint: tint) }
}

struct ProfileGroup: View {
    let tint: String
    var body: some View { ProfileRow(tint: tint) }
}

struct ProfileRow: View {
    let tint: String
    var body: some View { BadgeCell(tint: tint) }
}

struct BadgeCell: View {
    let tint: String

    var body: some View {
        SwitchButton(title: "Badges") { Haptics.play(tint) } // expect: closure_captures_state
    }
}
