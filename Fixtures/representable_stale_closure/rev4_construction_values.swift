import SwiftUI
import UIKit
import ComposableArchitecture

// RULES.md, revision 4, representable_stale_closure: reported only when some construction
// passes one of the handed-over closure properties a closure literal, or an unapplied
// method of the constructing struct (`onCommit: save`), that reads a value that can change
// (the constructing view's `@State`, bindings, view models, `dismiss()`, constants,
// references and identity-bound values do not). Every representable below hands its
// closure to its view once, in the make method, and never again.

final class ActionControl: UIControl {
    var handler: ((String) -> Void)?
}

struct CommitField: UIViewRepresentable {
    let onCommit: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onCommit // expect: representable_stale_closure
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct SubmitField: UIViewRepresentable {
    let onSubmit: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onSubmit
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct DeleteControl: UIViewRepresentable {
    let onDelete: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onDelete
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct RenameControl: UIViewRepresentable {
    let onRename: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onRename
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct ReplayControl: UIViewRepresentable {
    let onReplay: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onReplay
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct HelpControl: UIViewRepresentable {
    let onHelp: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onHelp
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

struct StoreControl: UIViewRepresentable {
    let onSend: (String) -> Void
    func makeUIView(context: Context) -> ActionControl {
        let control = ActionControl()
        control.handler = onSend
        return control
    }
    func updateUIView(_ control: ActionControl, context: Context) {}
}

@Reducer
struct NotesFeature {
    @ObservableState
    struct State: Equatable {
        var notes: [String] = []
    }

    enum Action {
        case added(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .added(note):
                state.notes.append(note)
                return .none
            }
        }
    }
}

struct Note: Identifiable {
    let id: String
    var text: String
}

enum Support {
    static let topic = "notes"
}

struct NotesScreen: View {
    let draftTitle: String
    let notes: [Note]
    let replayTake: Int
    let store: StoreOf<NotesFeature>
    @State private var submitted: [String] = []
    @State private var editing: Note?
    @Binding var deleted: [String]

    var body: some View {
        let topic = Support.topic
        VStack {
            // An unapplied method that reads `draftTitle`, a plain stored property: reported.
            CommitField(onCommit: save)
            // An unapplied method that writes `@State` only: not reported.
            SubmitField(onSubmit: logSubmit)
            // The element's identifier and a binding: not reported.
            ForEach(notes) { note in
                DeleteControl(onDelete: { _ in deleted.append(note.id) })
            }
            // The `.id(x)` of the construction's own chain: not reported.
            ReplayControl(onReplay: { print(replayTake, $0) })
                .id(replayTake)
            // A constant local: not reported.
            HelpControl(onHelp: { print(topic, $0) })
            // A library reference (`StoreOf`): not reported.
            StoreControl(onSend: { store.send(.added($0)) })
        }
        // The presented item's `id`: not reported.
        .sheet(item: $editing) { note in
            RenameControl(onRename: { print(note.id, $0) })
        }
    }

    func save(_ text: String) {
        print("saving", draftTitle, text)
    }

    func logSubmit(_ text: String) {
        submitted.append(text)
    }
}
