import SwiftUI

// RULES.md, foreach_unstable_identity form 1 (by position): a `ForEach` over `x.indices`
// (whatever its `id:`) in a type that removes elements of `x`. After a removal, each row's
// state belongs to the next element. Reported at `ForEach`.
struct ShoppingListView: View {
    @State private var items: [String] = ["Milk", "Eggs", "Bread"]

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in // expect: foreach_unstable_identity
                ItemRow(name: items[index]) {
                    items.remove(at: index)
                }
            }
        }
    }
}

struct ItemRow: View {
    let name: String
    let onDelete: () -> Void
    @State private var isChecked = false

    var body: some View {
        HStack {
            Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
                .onTapGesture { isChecked.toggle() }
            Text(name)
            Spacer()
            Button("Delete", role: .destructive, action: onDelete)
        }
    }
}

// `x.indices` without an `id:` argument, and `removeAll(where:)` in a method of the type:
// reported.
struct AlarmListView: View {
    @State private var alarms: [Date] = []

    var body: some View {
        List {
            ForEach(alarms.indices) { index in // expect: foreach_unstable_identity
                Text(alarms[index], style: .time)
            }
        }
        .toolbar {
            Button("Clear past", action: clearPast)
        }
    }

    private func clearPast() {
        alarms.removeAll(where: { $0 < .now })
    }
}

// `removeFirst` and `removeLast` count too.
struct RecentSearchesView: View {
    @State private var searches: [String] = []

    var body: some View {
        VStack {
            ForEach(searches.indices, id: \.self) { i in // expect: foreach_unstable_identity
                Text(searches[i])
            }
            Button("Drop oldest") { searches.removeFirst() }
        }
    }
}

struct UndoStackView: View {
    @State private var edits: [String] = []

    var body: some View {
        VStack {
            ForEach(edits.indices, id: \.self) { i in // expect: foreach_unstable_identity
                Text(edits[i])
            }
            Button("Undo") { edits.removeLast() }
        }
    }
}
