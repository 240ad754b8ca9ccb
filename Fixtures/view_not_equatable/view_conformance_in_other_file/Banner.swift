import SwiftUI

// Its View conformance comes from an extension in Banner+View.swift.
struct Banner { // expect: view_not_equatable
    let message: String
}

// View by an extension elsewhere too, but Equatable here: silent.
struct Toast: Equatable {
    let message: String
}
