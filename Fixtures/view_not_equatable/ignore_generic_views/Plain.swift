import SwiftUI

// Not generic, but its one input (String) is diffable: silent in the default mode
// (mode_all_ignore_generic_views/ reports it).
struct PlainCard: View {
    let title: String
    var body: some View { Text(title) }
}
