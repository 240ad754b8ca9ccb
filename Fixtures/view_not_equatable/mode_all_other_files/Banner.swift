import SwiftUI

// Its View conformance comes from an extension in Banner+View.swift; not Equatable:
// reported under `mode: all`.
struct Banner { // expect: view_not_equatable
    let message: String
}

// View by an extension elsewhere too, but Equatable here: silent.
struct Toast: Equatable {
    let message: String
}

// View by an extension in Banner+View.swift, with a closure input: reported here, at its name.
struct Snackbar { // expect: view_not_equatable
    let message: String
    let onUndo: () -> Void
}
