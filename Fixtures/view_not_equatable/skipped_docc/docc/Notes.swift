import SwiftUI

// A directory named `docc` does not end in `.docc`: walked, a closure input, reported.
struct NotesRow: View { // expect: view_not_equatable
    let onOpen: () -> Void
    var body: some View { Button("Open", action: onOpen) }
}
