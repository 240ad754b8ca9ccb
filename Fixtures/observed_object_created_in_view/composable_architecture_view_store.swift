import SwiftUI
import ComposableArchitecture

// RULES.md, observed_object_created_in_view: not reported for The Composable Architecture's
// `ViewStore`: `ViewStore(store, observe: …)` in `init` is that library's documented pattern.

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }

    enum Action {
        case incrementTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}

final class HapticsModel: ObservableObject {
    @Published var isEnabled = true
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>
    @ObservedObject var viewStore: ViewStoreOf<CounterFeature>
    @ObservedObject var legacyViewStore: ViewStore<CounterFeature.State, CounterFeature.Action>
    // Another object the view creates beside them: reported.
    @ObservedObject var haptics: HapticsModel // expect: observed_object_created_in_view

    init(store: StoreOf<CounterFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
        self._legacyViewStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
        self._haptics = ObservedObject(wrappedValue: HapticsModel())
    }

    var body: some View {
        Button("\(viewStore.count)") { viewStore.send(.incrementTapped) }
            .sensoryFeedback(.increase, trigger: legacyViewStore.count)
            .disabled(!haptics.isEnabled)
    }
}
