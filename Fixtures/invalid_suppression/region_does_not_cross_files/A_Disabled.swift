import SwiftUI

// This region runs to the end of this file only.
// eqlint:disable view_not_equatable
struct FirstFileView: View {
    let title: String
    var body: some View { Text(title) }
}
