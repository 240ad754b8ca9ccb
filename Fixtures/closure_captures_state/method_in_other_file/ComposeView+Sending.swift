import SwiftUI

// Revision 4 (Value that can change): `self` can change only when the method called, or
// one it calls in the same type (its extensions in other files included), reads a stored
// property that can change. `send()` reads `recipient`; `markRead()` reads only `@State`.
extension ComposeView {
    func send() {
        print("sending to", recipient)
    }

    func markRead() {
        sendCount = 0
    }
}
