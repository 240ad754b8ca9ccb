import SwiftUI

struct ProfileScreen: Screen { // expect: view_not_equatable
    let userName: String
    var screenTitle: String { "Profile" }
    var body: some View { Text(userName) }
}

struct ComposeSheet: ModalScreen { // expect: view_not_equatable
    let draft: String
    var screenTitle: String { "Compose" }
    var body: some View { Text(draft) }
}

// Silent: refines View through the other file, but has no inputs.
struct AboutScreen: Screen {
    var screenTitle: String { "About" }
    var body: some View { Text(screenTitle) }
}
