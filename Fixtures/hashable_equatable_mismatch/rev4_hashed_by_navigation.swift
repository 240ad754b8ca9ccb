// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import SwiftUI

// RULES.md, revision 4, Hashed: `navigationDestination(for: T.self)`; `NavigationLink(value:)`
// or `NavigationPath.append(…)` given an enum case of T or a value of a property declared
// as T.

// Destination type of `navigationDestination(for:)`.
struct ArticleRoute: Hashable { // expect: hashable_equatable_mismatch
    let slug: String
    var scrollOffset: Double
    static func == (lhs: ArticleRoute, rhs: ArticleRoute) -> Bool { lhs.slug == rhs.slug }
}

// An enum case given to `NavigationLink(value:)`. Enums are read by form 1 since revision 4:
// `.profile` is matched by its `userID` only, `tab` is bound to `_`.
enum ProfileRoute: Hashable { // expect: hashable_equatable_mismatch
    case settings
    case profile(userID: Int, tab: String)

    static func == (lhs: ProfileRoute, rhs: ProfileRoute) -> Bool {
        switch (lhs, rhs) {
        case (.settings, .settings): return true
        case (.profile(let a, _), .profile(let b, _)): return a == b
        default: return false
        }
    }
}

// A value of a property declared as the type, given to `NavigationLink(value:)`.
struct AuthorRef: Hashable { // expect: hashable_equatable_mismatch
    let handle: String
    var followerCount: Int
    static func == (lhs: AuthorRef, rhs: AuthorRef) -> Bool { lhs.handle == rhs.handle }
}

// An enum case appended to a `NavigationPath`.
enum CheckoutStep: Hashable { // expect: hashable_equatable_mismatch
    case cart
    case payment(method: String, saveCard: Bool)

    static func == (lhs: CheckoutStep, rhs: CheckoutStep) -> Bool {
        switch (lhs, rhs) {
        case (.cart, .cart): return true
        case (.payment(let a, _), .payment(let b, _)): return a == b
        default: return false
        }
    }
}

// Only passed to a plain `NavigationLink(destination:)`: not hashed, not reported.
struct LegacyRoute: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let screen: String
    var animated: Bool
    static func == (lhs: LegacyRoute, rhs: LegacyRoute) -> Bool { lhs.screen == rhs.screen }
}

struct ReaderRoot: View {
    let author: AuthorRef
    let legacy: LegacyRoute
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Settings", value: ProfileRoute.settings)
                NavigationLink("Author", value: author)
                NavigationLink("Legacy") { Text(legacy.screen) }
                Button("Check out") { path.append(CheckoutStep.cart) }
            }
            .navigationDestination(for: ArticleRoute.self) { route in
                Text(route.slug)
            }
        }
    }
}
