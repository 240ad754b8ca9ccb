import SwiftUI

// RULES.md, observed_object_created_in_view: not reported for The Composable Architecture's
// `ViewStore`, also where the project is that library (its own `ViewStore<ViewState,
// ViewAction>` declaration, and the `ViewStoreOf` typealias of it).

public final class Store<State, Action> {}

public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    public init(_ store: Store<ViewState, ViewAction>, observe: @escaping (ViewState) -> ViewState) {}
}

public typealias ViewStoreOf<State> = ViewStore<State, Never>

public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    @ObservedObject var viewStore: ViewStore<ViewState, ViewAction>
    private let content: (ViewStore<ViewState, ViewAction>) -> Content

    public init(_ store: Store<ViewState, ViewAction>, @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        self.content = content
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    public var body: some View { content(viewStore) }
}
