import Foundation

// RULES.md, Equatable: the conformance and the hand-written `==` come from an extension in
// another file. `.flagged` and `.label` are never matched against themselves.
extension InboxFilter: Equatable {
    static func == (lhs: InboxFilter, rhs: InboxFilter) -> Bool {
        switch (lhs, rhs) {
        case (.all, .all), (.unread, .unread):
            return true
        case (.from(let a), .from(let b)):
            return a.caseInsensitiveCompare(b) == .orderedSame
        default: // expect: equality_not_reflexive
            return false
        }
    }
}
