import SwiftUI

struct Card: View {
    let subtitle: String
    var body: some View { Text(subtitle) }
}
