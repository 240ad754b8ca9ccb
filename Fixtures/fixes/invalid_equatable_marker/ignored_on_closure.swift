// @EquatableIgnored on a closure: the macro rejects it. The unsafe fix writes
// @EquatableIgnoredUnsafeClosure, which says that equality skips the closure knowingly.
import SwiftUI
import Equatable

@Equatable
struct Row: View {
    let title: String
    @EquatableIgnored let onTap: () -> Void
    @EquatableIgnored
    var onHold: (() -> Void)?
    var body: some View { Text(title) }
}
