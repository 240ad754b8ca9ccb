import Foundation
import Equatable

typealias Action = () -> Void
typealias Validator = (String) -> Bool
typealias OptionalAction = (() -> Void)?
typealias DoneHandler = OptionalAction
typealias Score = Int
typealias Actions = [Action]

enum Analytics {
    typealias Event = (String, [String: String]) -> Void
}

// Two member typealiases share the simple name `Callback`: one is a closure, one is not.
enum Network {
    typealias Callback = (Data) -> Void
}

enum Storage {
    typealias Callback = String
}

// One diagnostic per type, at its first such closure (`onCommit`), naming every one.
@Equatable
struct FormField {
    let label: String
    let onCommit: Action // expect: equatable_unmarked_closure
    let validate: Validator?
    let onClear: OptionalAction
    let onDone: DoneHandler
    let onEdit: (Action)!
    let onMaybe: Optional<DoneHandler>
    let track: Analytics.Event
    // A member typealias by its simple name from outside its type: not visible (nested
    // types are reached only by a qualified name), unknown, not a closure.
    let trackAgain: Event
    let onResponse: Network.Callback
    // Aliases of non-closures.
    let maxScore: Score
    let extraActions: Actions
    let storageKey: Storage.Callback
    // Nested in two types, visible from neither here: unknown, silent.
    let onSomething: Callback
}

// Each alias alone, after a property that is not a closure.
@Equatable struct ValidatorField {
    let label: String
    let validate: Validator? // expect: equatable_unmarked_closure
}
@Equatable struct ClearField {
    let label: String
    let onClear: OptionalAction // expect: equatable_unmarked_closure
}
@Equatable struct DoneField {
    let label: String
    let onDone: DoneHandler // expect: equatable_unmarked_closure
}
@Equatable struct EditField {
    let label: String
    let onEdit: (Action)! // expect: equatable_unmarked_closure
}
@Equatable struct MaybeField {
    let label: String
    let onMaybe: Optional<DoneHandler> // expect: equatable_unmarked_closure
}
@Equatable struct TrackedField {
    let label: String
    let track: Analytics.Event // expect: equatable_unmarked_closure
}
@Equatable struct NetworkField {
    let label: String
    let onResponse: Network.Callback // expect: equatable_unmarked_closure
}

// Not closures, so not "such closures": the first closure after them is reported.
@Equatable
struct ScoreField {
    let maxScore: Score
    let extraActions: Actions
    let storageKey: Storage.Callback
    let trackAgain: Event
    let onSomething: Callback
    let onCommit: Action // expect: equatable_unmarked_closure
}

// A member typealias used inside its own type, a closure, under synthesized equality
// (which cannot be written with it): reported.
struct Picker: Equatable {
    typealias Handler = (Int) -> Void
    let options: [String]
    let onPick: Handler // expect: equatable_unmarked_closure
}

// The same member typealias from another type, qualified; synthesized again: reported.
struct PickerHost: Equatable {
    let onPick: Picker.Handler // expect: equatable_unmarked_closure
}

// The same two with equality that ignores the closure: reported.
@Equatable
struct MacroPicker {
    typealias Handler = (Int) -> Void
    let options: [String]
    let onPick: Handler // expect: equatable_unmarked_closure
}

struct MacroPickerHost: Equatable {
    let title: String
    let onPick: MacroPicker.Handler // expect: equatable_unmarked_closure
    static func == (lhs: MacroPickerHost, rhs: MacroPickerHost) -> Bool { lhs.title == rhs.title }
}
