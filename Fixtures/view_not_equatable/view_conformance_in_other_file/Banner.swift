import SwiftUI

// Its View conformance comes from an extension in Banner+View.swift; not Equatable, but
// its input (String) is diffable: silent in the default mode (`mode: all` reports it).
struct Banner { // expect[mode_all]: view_not_equatable
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
