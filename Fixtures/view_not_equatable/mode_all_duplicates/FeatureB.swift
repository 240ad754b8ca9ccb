import SwiftUI

// The other `Card`, checked on its own members: reported under `mode: all`.
struct Card: View { // expect: view_not_equatable
    let subtitle: String
    var body: some View { Text(subtitle) }
}
