// A byte-order mark at the start of a file is not a problem.
import SwiftUI

struct Caption: View { // expect: view_not_equatable
    let text: String
    var body: some View { Text(text) }
}
