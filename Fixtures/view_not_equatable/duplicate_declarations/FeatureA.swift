import SwiftUI

// Two modules of one project both declare `Card`. A type's own declaration needs no
// lookup: each `Card` is checked on its own members (RULES.md, Name resolution). Both
// have only a String input, diffable: silent in the default mode; `mode: all` (variant
// mode_all, .eqlint.mode_all.yml) reports each of them.
struct Card: View { // expect[mode_all]: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// Diffable input only: silent in the default mode.
struct Banner: View { // expect[mode_all]: view_not_equatable
    let message: String
    var body: some View { Text(message) }
}
