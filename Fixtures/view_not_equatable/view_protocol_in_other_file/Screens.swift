import SwiftUI

// A View through Screen (Protocols.swift); its input is diffable: silent in the default mode.
struct ProfileScreen: Screen { // expect[mode_all]: view_not_equatable
    let userName: String
    var screenTitle: String { "Profile" }
    var body: some View { Text(userName) }
}

// A View through ModalScreen -> Screen; diffable input: silent in the default mode.
struct ComposeSheet: ModalScreen { // expect[mode_all]: view_not_equatable
    let draft: String
    var screenTitle: String { "Compose" }
    var body: some View { Text(draft) }
}

// Silent: refines View through the other file, but has no inputs.
struct AboutScreen: Screen {
    var screenTitle: String { "About" }
    var body: some View { Text(screenTitle) }
}

// A View through Screen with a closure input: non-diffable, reported.
struct ConfirmScreen: Screen { // expect: view_not_equatable
    let onConfirm: () -> Void
    var screenTitle: String { "Confirm" }
    var body: some View { Button("OK", action: onConfirm) }
}
