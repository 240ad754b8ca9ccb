import Foundation

// Its `==` is written in InboxFilter+Equatable.swift, where the finding is reported.
enum InboxFilter {
    case all
    case unread
    case flagged
    case from(sender: String)
    case label(name: String, includeArchived: Bool)
}
