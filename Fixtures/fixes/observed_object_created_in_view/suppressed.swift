// A suppressed finding gets no fix: that property is left as it is; the other one is fixed.
import SwiftUI

final class NotesModel: ObservableObject {
    @Published var notes: [String] = []
}

struct NotesScreen: View {
    // eqlint:disable:next observed_object_created_in_view - a throwaway preview host
    @ObservedObject var pinned = NotesModel()
    @ObservedObject var recent: NotesModel

    init() {
        recent = NotesModel()
    }

    var body: some View {
        Text("\(pinned.notes.count + recent.notes.count)")
    }
}
