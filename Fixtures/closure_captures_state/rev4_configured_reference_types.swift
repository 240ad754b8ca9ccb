// fixture-config: {reference_types: [AppStore, Router]}
// fixture-variant unconfigured: {}
import SwiftUI
import Vendor

// RULES.md, revision 4, Reference type: a name listed in the configuration's
// `reference_types` (a top-level key, like `equatable_types`) is a reference type, matched
// by its last component (`Vendor.AppStore` is `AppStore`). Under the variant `unconfigured`
// the names are unknown, so their values can change.

@Equatable
struct MenuRow: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onSelect: () -> Void

    var body: some View {
        Button(title, action: onSelect)
    }
}

struct MenuScreen: View {
    let appStore: AppStore
    let vendorStore: Vendor.AppStore
    let router: Router
    let locale: String

    var body: some View {
        List {
            MenuRow(title: "Home") { appStore.dispatch("home") } // expect[unconfigured]: closure_captures_state
            MenuRow(title: "Vendor") { vendorStore.dispatch("vendor") } // expect[unconfigured]: closure_captures_state
            MenuRow(title: "Back") { router.pop() } // expect[unconfigured]: closure_captures_state
            MenuRow(title: "Language") { print(locale) } // expect: closure_captures_state
        }
    }
}
