// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Name resolution: a nested type is visible only from inside its enclosing types
// or by a qualified name, so SwiftGen's nested `View` enums never hide SwiftUI's `View`.

enum L10n {
    enum Login {
        enum View {
            static let title = "Log in"
        }
    }
    enum Signup {
        enum View {
            static let title = "Sign up"
        }
    }
}

// `View` here is SwiftUI's: a View with a closure input, reported.
struct LoginButton: View { // expect: view_not_equatable
    let onLogin: () -> Void
    var body: some View { Button(L10n.Login.View.title, action: onLogin) }
}

// Likewise with the other strings enum around.
struct SignupButton: SwiftUI.View { // expect: view_not_equatable
    let onSignup: () -> Void
    var body: some View { Button(L10n.Signup.View.title, action: onSignup) }
}

extension L10n.Login {
    // Inside L10n.Login a bare `View` is L10n.Login.View, an enum: not a View, silent.
    struct Hint: View {
        let onTap: () -> Void
    }

    // Qualified, `SwiftUI.View` is SwiftUI's even here: reported.
    struct Footer: SwiftUI.View { // expect: view_not_equatable
        let onHelp: () -> Void
        var body: some SwiftUI.View { Button("Help", action: onHelp) }
    }
}
