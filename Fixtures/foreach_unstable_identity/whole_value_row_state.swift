import SwiftUI

// RULES.md, foreach_unstable_identity form 2 (by the whole value): `id: \.self` over a
// project struct that has an identifier of its own and a `var` the project changes, while
// the row holds state. Toggling `isDone` gives the row a new identity: its `@State` is lost
// and it fades out and in. Reported at `ForEach`; the advice is `ForEach(reminders)`.
struct Reminder: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct ReminderRow: View {
    let reminder: Reminder
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(reminder.title).strikethrough(reminder.isDone)
            if isExpanded { Text("Details") }
        }
        .onTapGesture { isExpanded.toggle() }
    }
}

struct ReminderList: View {
    @State private var reminders: [Reminder] = []

    var body: some View {
        List {
            ForEach(reminders, id: \.self) { reminder in // expect: foreach_unstable_identity
                ReminderRow(reminder: reminder)
                    .swipeActions {
                        Button("Done") { toggle(reminder) }
                    }
            }
        }
    }

    private func toggle(_ reminder: Reminder) {
        guard let index = reminders.firstIndex(of: reminder) else { return }
        reminders[index].isDone.toggle()
    }
}

// Not Identifiable, but a stored `id`; the content applies `.transition(…)`; the project
// assigns `quantity`: reported.
struct CartLine: Hashable {
    let id: Int
    let name: String
    var quantity: Int
}

struct CartView: View {
    @State private var lines: [CartLine] = []

    var body: some View {
        VStack {
            ForEach(lines, id: \.self) { line in // expect: foreach_unstable_identity
                Text("\(line.quantity) × \(line.name)")
                    .transition(.move(edge: .trailing))
            }
        }
    }

    func increment(_ id: Int) {
        if let index = lines.firstIndex(where: { $0.id == id }) {
            lines[index].quantity = lines[index].quantity + 1
        }
    }
}

// A row view with `@FocusState`, over a `List` of data: reported at `List`.
struct Habit: Identifiable, Hashable {
    let id: UUID
    var name: String
    var streak: Int
}

struct HabitRow: View {
    let habit: Habit
    @FocusState private var isEditingNote: Bool
    @State private var note = ""

    var body: some View {
        HStack {
            Text("\(habit.name): \(habit.streak) days")
            TextField("Note", text: $note).focused($isEditingNote)
        }
    }
}

struct HabitTracker: View {
    @State private var habits: [Habit] = []

    var body: some View {
        List(habits, id: \.self) { habit in // expect: foreach_unstable_identity
            HabitRow(habit: habit)
        }
        .toolbar {
            Button("New day") {
                for index in habits.indices { habits[index].streak += 1 }
            }
        }
    }
}

// The row applies `.animation(…)`; the collection is a local declared `[Download]`; the
// project assigns `progress` in another type: reported.
struct Download: Identifiable, Hashable {
    let id: URL
    var progress: Double
}

final class DownloadCenter: ObservableObject {
    @Published var downloads: [Download] = []

    func update(_ url: URL, progress: Double) {
        guard let index = downloads.firstIndex(where: { $0.id == url }) else { return }
        downloads[index].progress = progress
    }
}

struct DownloadsView: View {
    @ObservedObject var center: DownloadCenter

    var body: some View {
        let active: [Download] = center.downloads.filter { $0.progress < 1 }
        VStack {
            ForEach(active, id: \.self) { download in // expect: foreach_unstable_identity
                ProgressView(value: download.progress)
                    .animation(.linear, value: download.progress)
            }
        }
    }
}

// A row view holding a `@StateObject`: reported.
struct Photo: Identifiable, Hashable {
    let id: Int
    var caption: String
}

final class ThumbnailLoader: ObservableObject {
    @Published var image: Data?
}

struct PhotoCell: View {
    let photo: Photo
    @StateObject private var loader = ThumbnailLoader()

    var body: some View {
        Text(photo.caption)
    }
}

struct PhotoGrid: View {
    @State private var photos: [Photo] = []

    var body: some View {
        ScrollView {
            ForEach(photos, id: \.self) { photo in // expect: foreach_unstable_identity
                PhotoCell(photo: photo)
            }
        }
    }

    func rename(_ photo: Photo, to caption: String) {
        if let index = photos.firstIndex(of: photo) {
            photos[index].caption = caption
        }
    }
}
