// rules-refinements.md 9: a method declared in another file counts as reading a plain stored
// property, as does a same-file method that calls one.
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
    @State private var sendCount = 0

    var body: some View {
        VStack {
            // `send()` is declared in ComposeView+Sending.swift: reported.
            SendButton(title: "Send") { send() } // expect: closure_captures_state
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
