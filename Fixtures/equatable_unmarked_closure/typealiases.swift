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

@Equatable
struct FormField {
    let label: String
    let onCommit: Action // expect: equatable_unmarked_closure
    let validate: Validator? // expect: equatable_unmarked_closure
    let onClear: OptionalAction // expect: equatable_unmarked_closure
    let onDone: DoneHandler // expect: equatable_unmarked_closure
    let onEdit: (Action)! // expect: equatable_unmarked_closure
    let onMaybe: Optional<DoneHandler> // expect: equatable_unmarked_closure
    let track: Analytics.Event // expect: equatable_unmarked_closure
    // A member typealias by its simple name from outside its type: not visible (nested
    // types are reached only by a qualified name), unknown, not a closure.
    let trackAgain: Event
    let onResponse: Network.Callback // expect: equatable_unmarked_closure
    // Aliases of non-closures.
    let maxScore: Score
    let extraActions: Actions
    let storageKey: Storage.Callback
    // Nested in two types, visible from neither here: unknown, silent.
    let onSomething: Callback
}

// A member typealias used inside its own type, a closure; but synthesized equality on a
// type that is not a View: its equality would not ignore it, silent.
struct Picker: Equatable {
    typealias Handler = (Int) -> Void
    let options: [String]
    let onPick: Handler
}

// The same member typealias from another type, qualified; synthesized again: silent.
struct PickerHost: Equatable {
    let onPick: Picker.Handler
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
