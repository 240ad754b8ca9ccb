import SwiftUI

extension PinBadge: Equatable {
    static func == (lhs: PinBadge, rhs: PinBadge) -> Bool {
        lhs.pinned == rhs.pinned
    }
}
