// RULES.md, custom_equality_misses_body_input and Derived input: an input that every init
// assigning it derives from another input (through a parameter also assigned, bare, to a
// compared input, or from a compared input itself) changes only with it: not reported, nor
// is the input that a derived input which `==` compares is derived from.
import SwiftUI

// `isEditing` is derived from `editMode`; `==` compares `isEditing`: `editMode` is not reported.
struct NoteRow: View, Equatable {
    let title: String
    let editMode: EditMode
    let isEditing: Bool

    init(title: String, editMode: EditMode) {
        self.title = title
        self.editMode = editMode
        self.isEditing = editMode == .active
    }

    var body: some View {
        HStack {
            Text(title)
            if isEditing { Text(String(describing: editMode)) }
        }
    }

    static func == (lhs: NoteRow, rhs: NoteRow) -> Bool {
        lhs.title == rhs.title && lhs.isEditing == rhs.isEditing
    }
}

// `isOverdue` is derived (from the parameter `dueDate`, also stored); `==` compares `dueDate`.
struct TaskRow: View, Equatable {
    let name: String
    let dueDate: Date
    let isOverdue: Bool

    init(name: String, dueDate: Date, now: Date) {
        self.name = name
        self.dueDate = dueDate
        isOverdue = dueDate < now
    }

    var body: some View { Text(name).foregroundStyle(isOverdue ? .red : .primary) }

    static func == (lhs: TaskRow, rhs: TaskRow) -> Bool {
        lhs.name == rhs.name && lhs.dueDate == rhs.dueDate
    }
}

// Derived from a compared input itself, `self.items` in one init and a bare `items` (no
// parameter shadows it) in the other: derived in every init that assigns it.
struct CartBadge: View, Equatable {
    let items: [String]
    let count: Int

    init(list: [String]) {
        items = list
        count = self.items.count
    }

    init(first: String) {
        items = [first]
        count = items.count
    }

    var body: some View { Text(String(count)) }

    static func == (lhs: CartBadge, rhs: CartBadge) -> Bool { lhs.items == rhs.items }
}

// `isCold` is derived and skipped; `==` does not compare it, so `celsius`, which body reads
// and `==` does not compare, is still reported (one diagnostic).
struct Thermostat: View, Equatable {
    let room: String
    let celsius: Double
    let isCold: Bool

    init(room: String, celsius: Double) {
        self.room = room
        self.celsius = celsius
        self.isCold = celsius < 18
    }

    var body: some View {
        HStack {
            Text(room)
            Text(celsius, format: .number).foregroundStyle(isCold ? .blue : .primary)
        }
    }

    static func == (lhs: Thermostat, rhs: Thermostat) -> Bool { // expect: custom_equality_misses_body_input
        lhs.room == rhs.room
    }
}
