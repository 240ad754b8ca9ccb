import SwiftUI

// The other `Card`, checked on its own members: a String input, diffable, silent in the
// default mode.
struct Card: View { // expect[mode_all]: view_not_equatable
    let subtitle: String
    var body: some View { Text(subtitle) }
}
