import SwiftUI

// Not generic, but its one input (String) is diffable: silent in the default mode
// (`mode: all` with ignore_generic_views, variant mode_all, reports it).
struct PlainCard: View { // expect[mode_all]: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
