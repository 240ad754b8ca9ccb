// Its `==` lives in PinBadge+Equatable.swift and does not compare `onUnpin`.
import SwiftUI

struct PinBadge: View {
    let pinned: Bool
    var onUnpin: () -> Void // expect: equatable_unmarked_closure

    var body: some View {
        Image(systemName: pinned ? "pin.fill" : "pin")
            .onTapGesture(perform: onUnpin)
    }
}
