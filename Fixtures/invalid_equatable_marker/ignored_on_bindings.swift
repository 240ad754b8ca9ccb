import SwiftUI
import Equatable

@Equatable
struct SettingsRow: View {
    let label: String
    @EquatableIgnored // expect: invalid_equatable_marker
    @Binding var isOn: Bool
    @Binding @EquatableIgnored var isExpanded: Bool // expect: invalid_equatable_marker
    @EquatableIgnored // expect: invalid_equatable_marker
    @FocusedBinding(\.selection) var selection: String?
    @EquatableIgnored // expect: invalid_equatable_marker
    @SwiftUI.Binding var volume: Double
    // Redundant beside a skipped wrapper, but not a misuse.
    @EquatableIgnored
    @State private var isHovering = false

    var body: some View {
        Text(label)
    }
}
