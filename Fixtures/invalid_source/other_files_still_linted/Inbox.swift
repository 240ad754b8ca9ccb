import SwiftUI

// Another file's invalid_source does not stop this one from being linted.
struct InboxRow: View { // expect: view_not_equatable
    let subject: String
    var body: some View { Text(subject) }
}
