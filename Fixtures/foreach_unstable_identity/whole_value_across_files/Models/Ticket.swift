import Foundation

// RULES.md, foreach_unstable_identity form 2: "a `var` stored property other than `id` that
// the project assigns or mutates somewhere" counts assignments in any file: `status` is
// assigned in Store/TicketStore.swift; `assignee` is assigned only by this type's own
// initializer (RULES.md, "Settled for revision 4": that is no assignment "somewhere").
struct Ticket: Identifiable, Hashable {
    let id: Int
    var subject: String
    var status: String
}

struct Agent: Identifiable, Hashable {
    let id: Int
    var displayName: String

    init(id: Int, first: String, last: String) {
        self.id = id
        self.displayName = first + " " + last
    }
}
