import Foundation
import Equatable

// Every spelling of a closure property, in types that are Equatable by the macro. One
// diagnostic per type, at its first such closure (naming every one): ButtonConfig holds
// every form and is reported once, and each form is then checked alone in its own type.
@Equatable
struct ButtonConfig {
    let title: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    let onHold: (() -> Void)?
    var onRelease: (() -> Void)!
    let onCancel: Optional<() -> Void>
    let onFocus: Swift.Optional<(Bool) -> Void>
    let onSubmit: @Sendable () -> Void
    let onAppear: @MainActor () -> Void
    let onHover: (@MainActor @Sendable (Bool) -> Void)?
    let validate: ((String) -> Bool)
    let load: (URL) async throws -> Data
    let doubleWrapped: ((() -> Void))?
    let optionalOfOptional: Optional<(@Sendable (Int) -> Void)?>
    let implicitlyUnwrappedOptional: Optional<() -> Void>!
    // Nested optionals closing together in one `>>` token.
    let nestedOptional: Optional<Optional<() -> Void>>
    let nestedQualified: Swift.Optional<Optional<(Int) -> Void>>?
    let optionalArrayOfClosures: Optional<Array<() -> Void>> // an array, not a closure
}

@Equatable struct HoldConfig {
    let onHold: (() -> Void)? // expect: equatable_unmarked_closure
}
@Equatable struct ReleaseConfig {
    var onRelease: (() -> Void)! // expect: equatable_unmarked_closure
}
@Equatable struct CancelConfig {
    let onCancel: Optional<() -> Void> // expect: equatable_unmarked_closure
}
@Equatable struct FocusConfig {
    let onFocus: Swift.Optional<(Bool) -> Void> // expect: equatable_unmarked_closure
}
@Equatable struct SubmitConfig {
    let onSubmit: @Sendable () -> Void // expect: equatable_unmarked_closure
}
@Equatable struct AppearConfig {
    let onAppear: @MainActor () -> Void // expect: equatable_unmarked_closure
}
@Equatable struct HoverConfig {
    let onHover: (@MainActor @Sendable (Bool) -> Void)? // expect: equatable_unmarked_closure
}
@Equatable struct ValidateConfig {
    let validate: ((String) -> Bool) // expect: equatable_unmarked_closure
}
@Equatable struct LoadConfig {
    let load: (URL) async throws -> Data // expect: equatable_unmarked_closure
}
@Equatable struct WrappedConfig {
    let doubleWrapped: ((() -> Void))? // expect: equatable_unmarked_closure
}
@Equatable struct OptionalOfOptionalConfig {
    let optionalOfOptional: Optional<(@Sendable (Int) -> Void)?> // expect: equatable_unmarked_closure
}
@Equatable struct UnwrappedOptionalConfig {
    let implicitlyUnwrappedOptional: Optional<() -> Void>! // expect: equatable_unmarked_closure
}
@Equatable struct NestedConfig {
    let nestedOptional: Optional<Optional<() -> Void>> // expect: equatable_unmarked_closure
}
@Equatable struct NestedQualifiedConfig {
    let nestedQualified: Swift.Optional<Optional<(Int) -> Void>>? // expect: equatable_unmarked_closure
}
@Equatable struct ArrayConfig {
    let optionalArrayOfClosures: Optional<Array<() -> Void>> // an array, not a closure: silent
}

// No annotation, a closure literal as the initial value: one diagnostic, at the first.
@Equatable
struct Defaults {
    let id: Int
    var onDismiss = { } // expect: equatable_unmarked_closure
    let format = { (value: Int) in "\(value)" }
    var makeID = { UUID() }
    // With an annotation and a literal: a closure by its annotation.
    var onReset: () -> Void = { }
}

@Equatable struct FormatDefaults {
    let format = { (value: Int) in "\(value)" } // expect: equatable_unmarked_closure
}
@Equatable struct IDDefaults {
    var makeID = { UUID() } // expect: equatable_unmarked_closure
}
@Equatable struct ResetDefaults {
    var onReset: () -> Void = { } // expect: equatable_unmarked_closure
}

// Synthesized equality on a type that is neither a View nor @Equatable: it cannot be
// written with a closure (RULES.md: "it does not compile"), reported as for a View.
struct Formatter: Equatable {
    let locale: String
    let render = { (amount: Int) in "\(amount)" } // expect: equatable_unmarked_closure
}
