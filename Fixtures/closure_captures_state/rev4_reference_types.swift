import SwiftUI
import AVFoundation
import CoreData
import SwiftData
import Combine
import Observation
import ComposableArchitecture

// RULES.md, revision 4, Reference type: a stale copy of a reference still reaches the
// current state, so capturing one is no stale capture: a class or actor of the project, a
// type conforming to `ObservableObject` or marked `@Observable`, and the library classes
// RULES.md lists (by the last component of the name, generic arguments ignored), including
// The Composable Architecture's `Store`, `StoreOf`, `ViewStore`, `ViewStoreOf` and any name
// ending in `ViewController`.

final class CartStore {
    func add(_ sku: String) {}
}

actor ThumbnailCache {
    func purge() {}
}

final class CheckoutModel: ObservableObject {
    @Published var total = 0
}

@Observable
final class WishList {
    var skus: [String] = []
}

@Reducer
struct CheckoutFeature {
    @ObservableState
    struct State: Equatable {
        var isPaying = false
    }

    enum Action {
        case payTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
    }
}

@Equatable
struct BuyButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onBuy: () -> Void

    var body: some View {
        Button(title, action: onBuy)
    }
}

struct ProductScreen: View {
    let cart: CartStore
    let thumbnails: ThumbnailCache
    let checkout: CheckoutModel
    let wishList: WishList
    let store: StoreOf<CheckoutFeature>
    let legacyStore: Store<CheckoutFeature.State, CheckoutFeature.Action>
    let viewStore: ViewStoreOf<CheckoutFeature>
    let player: AVPlayer
    let defaults: UserDefaults
    let context: NSManagedObjectContext
    let modelContext: ModelContext
    let purchases: PassthroughSubject<String, Never>
    let badgeCount: CurrentValueSubject<Int, Never>
    let host: UIViewController
    let paymentSheet: PaymentSheetViewController
    let session: URLSession
    let sku: String

    var body: some View {
        VStack {
            // Project references: not reported.
            BuyButton(title: "Add") { cart.add("sku-1") }
            BuyButton(title: "Purge") { Task { await thumbnails.purge() } }
            BuyButton(title: "Total") { print(checkout.total) }
            BuyButton(title: "Wish") { wishList.skus.append("sku-1") }
            // Library references: not reported.
            BuyButton(title: "Pay") { store.send(.payTapped) }
            BuyButton(title: "Pay (legacy)") { legacyStore.send(.payTapped) }
            BuyButton(title: "Pay (view store)") { viewStore.send(.payTapped) }
            BuyButton(title: "Preview") { player.play() }
            BuyButton(title: "Remember") { defaults.set(true, forKey: "bought") }
            BuyButton(title: "Save") { try? context.save() }
            BuyButton(title: "Store") { try? modelContext.save() }
            BuyButton(title: "Notify") { purchases.send("sku-1") }
            BuyButton(title: "Badge") { badgeCount.send(badgeCount.value + 1) }
            BuyButton(title: "Dismiss") { host.dismiss(animated: true) }
            BuyButton(title: "Card") { paymentSheet.present() }
            BuyButton(title: "Reload") { session.invalidateAndCancel() }
            // A plain value beside them: reported.
            BuyButton(title: "Copy") { print(sku) } // expect: closure_captures_state
        }
    }
}

// Locals initialised only from names that cannot change, or by constructing a reference
// type, cannot change ("Settled for revision 4"); a local read through a reference (a member
// of it) makes a value that can change.
struct CartSummary: View {
    let cart: CartStore
    let wishList: WishList

    var body: some View {
        let current = cart
        let fresh = CartStore()
        let preview = AVPlayer(url: URL(fileURLWithPath: "/tmp/preview.mp4"))
        let wished = wishList.skus
        let firstWish = wishList.skus.first ?? "none"
        VStack {
            BuyButton(title: "Add") { current.add("sku-2") }
            BuyButton(title: "New cart") { fresh.add("sku-3") }
            BuyButton(title: "Play") { preview.play() }
            BuyButton(title: "Wished") { print(wished) } // expect: closure_captures_state
            BuyButton(title: "First") { print(firstWish) } // expect: closure_captures_state
        }
    }
}
