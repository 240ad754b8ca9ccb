// The `==` for this view is in InboxBadge+Equatable.swift; the diagnostic goes there.
import SwiftUI

struct InboxBadge: View {
    let unread: Int
    let senderName: String

    var body: some View {
        HStack {
            Text(senderName)
            Text("\(unread)")
        }
    }
}
