// rules-refinements.md 10: in `init`, `self._p = …` assigns `p` (the only way to set a
// `@Binding` or other wrapped input), for the derived-input rule.
// rules-refinements.md 11: an input whose property wrapper is not a project type and is
// neither `Binding` nor `FocusedBinding` (`@Default(.key)`, `@Setting`) is not reported: such
// a dynamic property updates the view itself.
import SwiftUI
import Defaults

extension Defaults.Keys {
    static let showBadges = Key<Bool>("showBadges", default: true)
}

@propertyWrapper
struct Clamped: Equatable {
    var wrappedValue: Double
}

// `isEditing` is derived from the parameter `editMode`, which `self._editMode = editMode`
// assigns to the compared input `editMode`; `==` compares `isEditing`, so `editMode`
// (read by body) is skipped too: silent.
struct NoteEditor: View, Equatable {
    let title: String
    @Binding var editMode: EditMode
    let isEditing: Bool

    init(title: String, editMode: Binding<EditMode>) {
        self.title = title
        self._editMode = editMode
        self.isEditing = editMode.wrappedValue == .active
    }

    var body: some View {
        HStack {
            Text(title)
            if isEditing { Text(String(describing: editMode)) }
        }
    }

    static func == (lhs: NoteEditor, rhs: NoteEditor) -> Bool {
        lhs.title == rhs.title && lhs.isEditing == rhs.isEditing
    }
}

// The same derivation, but `==` does not compare the derived `hasSelection`. Revision 4
// ("Settled": a `Binding` input is not reported; Value that can change: a reference property
// wrapper cannot change): `selection`, which body reads, is no longer reported. Its
// reported counterpart, with a wrapper declared in the project, is VolumeHeader below.
struct SelectionHeader: View, Equatable {
    let title: String
    @Binding var selection: String?
    let hasSelection: Bool

    init(title: String, selection: Binding<String?>) {
        self.title = title
        self._selection = selection
        self.hasSelection = selection.wrappedValue != nil
    }

    var body: some View {
        Text(hasSelection ? "\(title): \(selection ?? "")" : title)
    }

    static func == (lhs: SelectionHeader, rhs: SelectionHeader) -> Bool {
        lhs.title == rhs.title
    }
}

// The derivation through `self._volume`, with a wrapper declared in the project (not a
// reference wrapper): `isMuted` is derived and skipped, `volume`, which body reads and `==`
// does not compare, is reported (one diagnostic).
struct VolumeHeader: View, Equatable {
    let title: String
    @Clamped var volume: Double
    let isMuted: Bool

    init(title: String, volume: Clamped) {
        self.title = title
        self._volume = volume
        self.isMuted = volume.wrappedValue == 0
    }

    var body: some View {
        Text(isMuted ? "\(title): muted" : "\(title): \(volume)")
    }

    static func == (lhs: VolumeHeader, rhs: VolumeHeader) -> Bool { // expect: custom_equality_misses_body_input
        lhs.title == rhs.title
    }
}

// Wrappers from other packages (`@Default`, `@Setting`): silent.
struct BadgeRow: View, Equatable {
    let name: String
    @Default(.showBadges) var showBadges
    @Setting(\.accentName) var accentName: String

    var body: some View {
        HStack {
            Text(name)
            if showBadges { Text(accentName) }
        }
    }

    static func == (lhs: BadgeRow, rhs: BadgeRow) -> Bool {
        lhs.name == rhs.name
    }
}

// A property wrapper declared in the project: still reported.
struct LevelRow: View, Equatable {
    let name: String
    @Clamped var level: Double

    var body: some View {
        Text("\(name): \(level)")
    }

    static func == (lhs: LevelRow, rhs: LevelRow) -> Bool { // expect: custom_equality_misses_body_input
        lhs.name == rhs.name
    }
}

// `@Binding` and `@FocusedBinding` are compared by value, but they are reference property
// wrappers: revision 4 ("Settled": a `Binding` input is not reported by this rule; Value
// that can change) no longer reports them (two diagnostics before).
struct FieldRow: View, Equatable {
    let label: String
    @Binding var text: String
    @FocusedBinding(\.selectedNote) var focusedNote: String??

    var body: some View {
        VStack {
            Text(label)
            Text(text)
            Text((focusedNote ?? nil) ?? "none")
        }
    }

    static func == (lhs: FieldRow, rhs: FieldRow) -> Bool {
        lhs.label == rhs.label
    }
}
