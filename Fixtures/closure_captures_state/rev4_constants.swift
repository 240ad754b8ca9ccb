import SwiftUI

// RULES.md, revision 4, Value that can change: a constant (a `let` whose initial value is
// a literal, an array of literals, an enum case, or a name that resolves to a `static let`
// or a global `let`) is the same in every instance, so a closure capturing it goes stale
// never. Any other initial value is evaluated anew and can change.

enum Layout {
    static let rowPadding: CGFloat = 12
    static var showsDebugOverlay = false
}

let supportEmail = "help@example.com"

enum Destination: Equatable {
    case inbox
    case archive
}

@Equatable
struct ActionButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}

struct MailboxToolbar: View {
    let pageSize = 20
    let openedAt = Date()
    let sender: String

    var body: some View {
        let limit = 25
        let padding = Layout.rowPadding
        let email = supportEmail
        let destination = Destination.archive
        let folders = ["Inbox", "Sent"]
        let fallback: String? = nil
        let overlay = Layout.showsDebugOverlay
        let greeting = "Hi \(sender)"
        let now = Date.now
        HStack {
            // Constants: not reported.
            ActionButton(title: "More") { print(limit, pageSize) }
            ActionButton(title: "Pad") { print(padding) }
            ActionButton(title: "Help") { print(email) }
            ActionButton(title: "Move") { print(destination, folders) }
            ActionButton(title: "Reset") { print(fallback ?? "none") }
            // A `static var` is no constant.
            ActionButton(title: "Debug") { print(overlay) } // expect: closure_captures_state
            // An interpolated string is no constant.
            ActionButton(title: "Greet") { print(greeting) } // expect: closure_captures_state
            // `Date.now` is no constant.
            ActionButton(title: "Time") { print(now) } // expect: closure_captures_state
            // A stored `let` initialised by a call is evaluated anew for each instance.
            ActionButton(title: "Age") { print(openedAt) } // expect: closure_captures_state
        }
    }
}
