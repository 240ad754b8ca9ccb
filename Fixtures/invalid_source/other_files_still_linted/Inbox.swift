import SwiftUI

// Another file's invalid_source does not stop this one from being linted.
struct InboxRow: View { // expect: view_not_equatable
    let subject: String
    let onOpen: () -> Void
    var body: some View { Button(subject, action: onOpen) }
}
