import SwiftUI

// Two modules of one project both declare `Card`: which one a use means is unknown,
// so the index leaves the name out and the rules stay silent rather than guess.
struct Card: View {
    let title: String
    var body: some View { Text(title) }
}

struct Banner: View { // expect: view_not_equatable
    let message: String
    var body: some View { Text(message) }
}
