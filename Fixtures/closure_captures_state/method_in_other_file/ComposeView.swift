// rules-refinements.md 9: a method declared in another file is read like one declared here
// (revision 4: it captures `self` when it reads a stored property that can change), as is a
// same-file method that calls one.
import SwiftUI

@Equatable
struct SendButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onSend: () -> Void

    var body: some View {
        Button(title, action: onSend)
    }
}

struct ComposeView: View {
    let recipient: String
    @State var sendCount = 0

    var body: some View {
        VStack {
            // `send()` is declared in ComposeView+Sending.swift and reads `recipient`: reported.
            SendButton(title: "Send") { send() } // expect: closure_captures_state
            // `markRead()` is declared there too and reads only `@State`: silent.
            SendButton(title: "Read") { markRead() }
            // `queue()` is declared here and reads nothing itself, but calls `send()`: reported.
            SendButton(title: "Later") { queue() } // expect: closure_captures_state
            // Declared here, reads only `@State`: silent.
            SendButton(title: "Count") { count() }
        }
    }

    func queue() {
        send()
    }

    func count() {
        sendCount += 1
    }
}
