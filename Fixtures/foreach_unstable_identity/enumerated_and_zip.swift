import SwiftUI

// RULES.md, foreach_unstable_identity form 1: `x.enumerated()`, `Array(x.enumerated())`,
// `zip(x.indices, x)` (and `Array(zip(x.indices, x))`, "Settled for revision 4") with
// `id: \.offset` or `id: \.0` iterate positions too.

// `.onDelete` on that ForEach: reported.
struct TagEditor: View {
    @State private var tags: [String] = ["swift", "ios"]

    var body: some View {
        List {
            ForEach(Array(tags.enumerated()), id: \.offset) { offset, tag in // expect: foreach_unstable_identity
                Text("#\(offset + 1) \(tag)")
            }
            .onDelete { tags.remove(atOffsets: $0) }
        }
    }
}

// The rows take bindings into the array (`$fields[index]`): reported, even with no removal
// (a binding to a removed index traps).
struct FormField {
    var label: String
    var value: String
}

struct ContactForm: View {
    @State private var fields: [FormField] = []

    var body: some View {
        Form {
            ForEach(Array(zip(fields.indices, fields)), id: \.0) { index, field in // expect: foreach_unstable_identity
                TextField(field.label, text: $fields[index].value)
            }
        }
    }
}

// `zip` without `Array(…)`, `id: \.0`, and a removal: reported.
struct GuestList: View {
    @State private var guests: [String] = []

    var body: some View {
        VStack {
            ForEach(zip(guests.indices, guests), id: \.0) { index, guest in // expect: foreach_unstable_identity
                HStack {
                    Text(guest)
                    Button("Remove") { guests.remove(at: index) }
                }
            }
        }
    }
}

// `x.enumerated()` with `id: \.offset` and bindings into `x`: reported.
struct ChecklistView: View {
    @State private var done: [Bool] = [false, false]

    var body: some View {
        ForEach(done.enumerated(), id: \.offset) { index, _ in // expect: foreach_unstable_identity
            Toggle("Item \(index + 1)", isOn: $done[index])
        }
    }
}

// A `List` over data counts like a `ForEach`: reported at `List`.
struct NotesList: View {
    @State private var notes: [String] = []

    var body: some View {
        List(notes.indices, id: \.self) { index in // expect: foreach_unstable_identity
            Text(notes[index])
                .swipeActions {
                    Button("Delete", role: .destructive) { notes.remove(at: index) }
                }
        }
    }
}
