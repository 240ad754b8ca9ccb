// RULES.md, Fixes: foreach_unstable_identity form 2, when the element type is
// `Identifiable`: the unsafe fix removes the `id: \.self` argument, so the rows are
// identified by `id` and keep their state when an element is edited. A struct with a stored
// `id` that is not `Identifiable` gets no fix (`ForEach(lines)` would not compile): the
// finding stays and the code is left as it is.
import SwiftUI

struct Reminder: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct Habit: Identifiable, Hashable {
    let id: UUID
    var name: String
    var streak: Int
}

struct CartLine: Hashable {
    let id: Int
    var quantity: Int
}

struct ReminderRow: View {
    let reminder: Reminder
    @State private var isExpanded = false

    var body: some View {
        Text(reminder.title).onTapGesture { isExpanded.toggle() }
    }
}

struct HabitRow: View {
    let habit: Habit
    @FocusState private var isFocused: Bool

    var body: some View {
        Text(habit.name).focused($isFocused)
    }
}

struct TodayView: View {
    @State private var reminders: [Reminder] = []
    @State private var habits: [Habit] = []
    @State private var lines: [CartLine] = []

    var body: some View {
        VStack {
            List {
                ForEach(reminders) { reminder in
                    ReminderRow(reminder: reminder)
                }
                ForEach(lines, id: \.self) { line in
                    Text("\(line.quantity)")
                        .transition(.slide)
                }
            }
            List(habits) { habit in
                HabitRow(habit: habit)
            }
        }
    }

    func finish(_ index: Int) {
        reminders[index].isDone = true
        habits[index].streak += 1
        lines[index].quantity = 0
    }
}
