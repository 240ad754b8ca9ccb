import SwiftUI

// RULES.md, revision 4, Fixed at every construction: a stored property of the constructing
// view is followed to its own constructions "up to four views deep; deeper, it can change"
// ("Settled for revision 4": counting the views whose constructions are followed, not the
// view whose property is captured).
@Equatable
struct SwitchButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onToggle: () -> Void

    var body: some View {
        Button(title, action: onToggle)
    }
}

enum Haptics {
    static func play(_ tint: String) {}
}
