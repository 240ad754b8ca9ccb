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
    // A member typealias by its simple name, unique in the project.
    let trackAgain: Event // expect: equatable_unmarked_closure
    let onResponse: Network.Callback // expect: equatable_unmarked_closure
    // Aliases of non-closures.
    let maxScore: Score
    let extraActions: Actions
    let storageKey: Storage.Callback
    // Ambiguous simple name: unknown, so silent rather than a guess.
    let onSomething: Callback
}

// A member typealias used inside its own type.
struct Picker: Equatable {
    typealias Handler = (Int) -> Void
    let options: [String]
    let onPick: Handler // expect: equatable_unmarked_closure
}

// The same member typealias from another type, qualified.
struct PickerHost: Equatable {
    let onPick: Picker.Handler // expect: equatable_unmarked_closure
}
