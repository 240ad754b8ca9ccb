import SwiftUI

// RULES.md, foreach_unstable_identity form 2: what counts as "assigns or mutates" a `var` of
// the element type. The value changed in `x.p` is judged by its declared type when that is
// known (RULES.md, Vocabulary, "Declared type"); a same-named property of another type is not
// the element's. Each case has an element type of its own: a change anywhere in the project
// counts.

struct Row: View {
    let title: String
    @State private var isEditing = false

    var body: some View {
        Text(title).onTapGesture { isEditing.toggle() }
    }
}

// Near miss: `draft.title` and `restored.pinned` belong to a `Draft` (a local constructed
// here, and one from `load() ?? Draft(…)`), never to a `Memo`: not reported.
struct Memo: Identifiable, Hashable {
    let id: UUID
    var title: String
    var pinned: Bool
}

struct Draft {
    var title: String
    var pinned: Bool
}

struct MemoBoard: View {
    @State private var memos: [Memo] = []

    var body: some View {
        List {
            ForEach(memos, id: \.self) { memo in
                Row(title: memo.title)
            }
        }
        .onAppear(perform: prepare)
    }

    private func prepare() {
        var draft = Draft(title: "", pinned: false)
        draft.title = "Untitled"
        var restored = load() ?? Draft(title: "", pinned: false)
        restored.pinned.toggle()
        _ = (draft, restored)
    }

    private func load() -> Draft? { nil }
}

// An element bound to a control (`$note.title`): a binding is a change. Reported.
struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
}

struct NotesEditor: View {
    @State private var notes: [Note] = []

    var body: some View {
        VStack {
            ForEach(notes, id: \.self) { note in // expect: foreach_unstable_identity
                Row(title: note.title)
            }
            ForEach($notes) { $note in
                TextField("Title", text: $note.title)
            }
        }
    }
}

// An element passed `inout` (`&tags[0].pinned`): reported.
struct Tag: Identifiable, Hashable {
    let id: Int
    var pinned: Bool
}

struct PinnedTags: View {
    @State private var tags: [Tag] = []

    var body: some View {
        ForEach(tags, id: \.self) { tag in // expect: foreach_unstable_identity
            Row(title: "\(tag.id)")
        }
        .onAppear { flip(&tags[0].pinned) }
    }

    private func flip(_ value: inout Bool) { value.toggle() }
}

// A row of a nested `ForEach`: `section.cards`, where `section` is the outer element, has the
// declared type of the outer collection's element's `cards` (RULES.md, "Declared type": "for a
// `ForEach` element, the element type of the collection's declared type"). Reported.
struct Card: Identifiable, Hashable {
    let id: Int
    var front: String
}

struct CardSection: Identifiable {
    let id: Int
    var cards: [Card]
}

struct Deck: View {
    @State private var sections: [CardSection] = []

    var body: some View {
        List {
            ForEach(sections) { section in
                ForEach(section.cards, id: \.self) { card in // expect: foreach_unstable_identity
                    Row(title: card.front)
                }
            }
        }
        .onAppear { sections[0].cards[0].front = "Hello" }
    }
}
