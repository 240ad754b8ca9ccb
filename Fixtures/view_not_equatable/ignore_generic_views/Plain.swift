import SwiftUI

// Not generic: still reported.
struct PlainCard: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
