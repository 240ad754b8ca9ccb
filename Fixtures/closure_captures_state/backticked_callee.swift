// A construction written with a backticked type name is the same construction.
import SwiftUI

@Equatable
struct Toggle: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text(title) }
}

struct Screen {
    var enabled: Bool
    func make() -> some View {
        `Toggle`(title: "A", onTap: { print(enabled) }) // expect: closure_captures_state
    }
}
