import SwiftUI

extension InboxBadge: Equatable {
    static func == (lhs: InboxBadge, rhs: InboxBadge) -> Bool { // expect: custom_equality_misses_body_input
        lhs.unread == rhs.unread
    }
}
