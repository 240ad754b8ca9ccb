import SwiftUI

// Two modules of one project both declare `Card` (the code of duplicate_declarations/).
// A type's own declaration needs no lookup: each `Card` is checked on its own members,
// whatever other declarations share its name, so under `mode: all` each is reported.
struct Card: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// An input, not Equatable: reported under `mode: all`.
struct Banner: View { // expect: view_not_equatable
    let message: String
    var body: some View { Text(message) }
}
