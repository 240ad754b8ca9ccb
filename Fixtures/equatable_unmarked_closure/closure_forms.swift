import Foundation
import Equatable

// Every spelling of a closure property, in a type that is Equatable by the macro.
@Equatable
struct ButtonConfig {
    let title: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    let onHold: (() -> Void)? // expect: equatable_unmarked_closure
    var onRelease: (() -> Void)! // expect: equatable_unmarked_closure
    let onCancel: Optional<() -> Void> // expect: equatable_unmarked_closure
    let onFocus: Swift.Optional<(Bool) -> Void> // expect: equatable_unmarked_closure
    let onSubmit: @Sendable () -> Void // expect: equatable_unmarked_closure
    let onAppear: @MainActor () -> Void // expect: equatable_unmarked_closure
    let onHover: (@MainActor @Sendable (Bool) -> Void)? // expect: equatable_unmarked_closure
    let validate: ((String) -> Bool) // expect: equatable_unmarked_closure
    let load: (URL) async throws -> Data // expect: equatable_unmarked_closure
    let doubleWrapped: ((() -> Void))? // expect: equatable_unmarked_closure
    let optionalOfOptional: Optional<(@Sendable (Int) -> Void)?> // expect: equatable_unmarked_closure
    let implicitlyUnwrappedOptional: Optional<() -> Void>! // expect: equatable_unmarked_closure
    // Nested optionals closing together in one `>>` token.
    let nestedOptional: Optional<Optional<() -> Void>> // expect: equatable_unmarked_closure
    let nestedQualified: Swift.Optional<Optional<(Int) -> Void>>? // expect: equatable_unmarked_closure
    let optionalArrayOfClosures: Optional<Array<() -> Void>> // an array, not a closure
}

// No annotation, a closure literal as the initial value.
@Equatable
struct Defaults {
    let id: Int
    var onDismiss = { } // expect: equatable_unmarked_closure
    let format = { (value: Int) in "\(value)" } // expect: equatable_unmarked_closure
    var makeID = { UUID() } // expect: equatable_unmarked_closure
    // With an annotation and a literal: a closure by its annotation.
    var onReset: () -> Void = { } // expect: equatable_unmarked_closure
}

// Synthesized equality on a type that is neither a View nor @Equatable: its equality
// would not ignore the closure (the compiler rejects it), so the rule is silent.
struct Formatter: Equatable {
    let locale: String
    let render = { (amount: Int) in "\(amount)" }
}
