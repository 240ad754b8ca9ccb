// Tabs and Windows line endings: removing `id: \.self` keeps both.
import SwiftUI

struct Note: Identifiable, Hashable {
	let id: UUID
	var text: String
}

struct NoteRow: View {
	let note: Note
	@State private var isEditing = false

	var body: some View {
		Text(note.text).onTapGesture { isEditing.toggle() }
	}
}

struct NotesView: View {
	@State private var notes: [Note] = []

	var body: some View {
		List {
			ForEach(notes, id: \.self) { note in
				NoteRow(note: note)
			}
		}
	}

	func rename(_ index: Int, to text: String) {
		notes[index].text = text
	}
}
