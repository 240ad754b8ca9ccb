import SwiftUI

// The other `Card`, checked on its own members: a String input, diffable, silent.
struct Card: View {
    let subtitle: String
    var body: some View { Text(subtitle) }
}
