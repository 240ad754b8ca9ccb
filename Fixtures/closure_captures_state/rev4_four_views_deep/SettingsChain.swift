import SwiftUI

// ToggleCell's `accent` comes from SettingsRow (1), SettingsGroup (2), SettingsSection (3)
// and SettingsScreen (4), whose only construction passes a constant: fixed within four
// views: not reported.
struct SettingsRoot: View {
    var body: some View {
        SettingsScreen(accent: "blue")
    }
}

struct SettingsScreen: View {
    let accent: String
    var body: some View { SettingsSection(accent: accent) }
}

struct SettingsSection: View {
    let accent: String
    var body: some View { SettingsGroup(accent: accent) }
}

struct SettingsGroup: View {
    let accent: String
    var body: some View { SettingsRow(accent: accent) }
}

struct SettingsRow: View {
    let accent: String
    var body: some View { ToggleCell(accent: accent) }
}

struct ToggleCell: View {
    let accent: String

    var body: some View {
        SwitchButton(title: "Wi-Fi") { Haptics.play(accent) }
    }
}
