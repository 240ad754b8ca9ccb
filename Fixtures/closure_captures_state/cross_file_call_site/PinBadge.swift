// Its `==` lives in PinBadge+Equatable.swift and does not compare `onUnpin`. A View with a
// hand-written `==`: equatable_unmarked_closure leaves it to its call sites.
import SwiftUI

struct PinBadge: View {
    let pinned: Bool
    var onUnpin: () -> Void

    var body: some View {
        Image(systemName: pinned ? "pin.fill" : "pin")
            .onTapGesture(perform: onUnpin)
    }
}
