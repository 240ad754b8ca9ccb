import SwiftUI
import Perception
import Dependencies
import Sharing
import Defaults

// RULES.md, revision 4, Reference type: property wrappers are matched by the last
// component of their name (`@Perception.Bindable` is `Bindable`, `@SwiftUI.State` is
// `State`), and a wrapper declared neither in the project nor among the wrappers RULES.md
// names (a library's own: `@Dependency`, `@Shared`, `@Default`) is a reference property
// wrapper. A name captured `weak` or `unowned` cannot change either.

extension Defaults.Keys {
    static let showsPrices = Key<Bool>("showsPrices", default: true)
}

@Perceptible
final class BasketModel {
    var count = 0
}

struct APIClient {
    var refresh: () async -> Void
}

final class CheckoutSession {
    func finish() {}
}

func makeCheckoutSession() -> CheckoutSession { CheckoutSession() }

@propertyWrapper
struct Trimmed {
    var wrappedValue: String
}

@Equatable
struct TapRow: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        Text(title).onTapGesture(perform: onTap)
    }
}

struct BasketScreen: View {
    @Perception.Bindable var basket: BasketModel
    @SwiftUI.State private var isOpen = false
    @Dependency(\.apiClient) var apiClient
    @Shared(.appStorage("currency")) var currency = "EUR"
    @Default(.showsPrices) var showsPrices
    @Trimmed var note: String

    var body: some View {
        let session = makeCheckoutSession()
        let receipt = makeCheckoutSession()
        VStack {
            TapRow(title: "Count") { print(basket.count) }
            TapRow(title: "Open") { isOpen.toggle() }
            TapRow(title: "Refresh") { Task { await apiClient.refresh() } }
            TapRow(title: "Currency") { print(currency) }
            TapRow(title: "Prices") { print(showsPrices) }
            // A capture list with `weak` or `unowned`: not reported.
            TapRow(title: "Finish") { [weak session] in session?.finish() }
            TapRow(title: "Receipt") { [unowned receipt] in receipt.finish() }
            // The same local without a capture list: its declared type is unknown (the
            // initial value is a call, not a construction), so it can change: reported.
            TapRow(title: "Finish now") { session.finish() } // expect: closure_captures_state
            // A wrapper declared in the project is no reference wrapper: reported.
            TapRow(title: "Note") { print(note) } // expect: closure_captures_state
        }
    }
}
