import SwiftUI

// RULES.md, revision 4, Value that can change: `self` (explicit, or implicit through an
// instance method or computed property of the enclosing struct) can change only when that
// method or property, or one it calls in the same type, transitively, reads a stored
// property that can change. A bare `self` or a `[self]` capture can change when the struct
// has a stored property that can change (Fine points).

final class DraftStore {
    func save(_ text: String) {}
}

@Equatable
struct SaveChip: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        Text(title).onTapGesture(perform: onTap)
    }
}

struct NoteEditor: View {
    let store: DraftStore
    let noteTitle: String
    let kind = "Draft"
    @State private var text = ""
    @Binding var isDirty: Bool

    // Reads `noteTitle`, a plain stored property: can change.
    var summary: String { "\(noteTitle): \(text.count) characters" }
    // Reads `@State` only: cannot change.
    var characterCount: Int { text.count }
    // Reads a constant only: cannot change.
    var badge: String { kind.uppercased() }

    var body: some View {
        VStack {
            SaveChip(title: "Save") { persist() }
            SaveChip(title: "Count") { print(characterCount) }
            SaveChip(title: "Badge") { print(badge) }
            SaveChip(title: "Dirty") { self.markDirty() }
            // A computed property that reads a stored property that can change: reported.
            SaveChip(title: "Summary") { print(summary) } // expect: closure_captures_state
            // Through a method that reads it: reported.
            SaveChip(title: "Share") { share() } // expect: closure_captures_state
            // `[self]`: the struct has a stored property that can change (`noteTitle`): reported.
            SaveChip(title: "Save all") { [self] in persist() } // expect: closure_captures_state
        }
    }

    // Reads a reference and `@State`: cannot change.
    func persist() {
        store.save(text)
    }

    // Writes a `@Binding`: cannot change.
    func markDirty() {
        isDirty = true
    }

    func share() {
        print("sharing", summary)
    }
}

// Every stored property is a reference or reference-wrapped: `self` cannot change, even
// bare or in a capture list.
struct SyncPanel: View {
    let store: DraftStore
    @State private var lastSync = Date.distantPast

    var body: some View {
        VStack {
            SaveChip(title: "Sync") { [self] in store.save("sync \(lastSync)") }
            SaveChip(title: "Log") { print(self) }
        }
    }
}
