import Foundation
import SwiftUI
import Equatable

final class AccountModel: ObservableObject {
    @Published var name = ""
}

// The macro package's own example, as its documentation shows it: every property is
// either compared, skipped by wrapper, or marked. Silent.
@Equatable
struct AccountHeaderView: View {
    var handle: String
    @State private var isRefreshing = false
    @ObservedObject var model: AccountModel
    @EquatableIgnored var cachedBadge: String?
    @EquatableIgnoredUnsafeClosure var onSelect: () -> Void
    let id: UUID

    var body: some View {
        VStack {
            Text(handle)
            if isRefreshing {
                ProgressView()
            }
        }
    }
}

// The same view with its closure left unmarked: the macro would refuse it.
@Equatable
struct AccountFooterView: View {
    var handle: String
    @ObservedObject var model: AccountModel
    var onSelect: () -> Void // expect: equatable_unmarked_closure
    let id: UUID

    var body: some View {
        Text(handle)
    }
}

// Without @Equatable the markers do nothing, and SwiftUI compares by reflection
// (view_not_equatable would say so, but it is opt-in and not enabled here).
struct AccountRowView: View {
    var handle: String
    @EquatableIgnored // expect: marker_without_equatable
    var cachedBadge: String?
    @EquatableIgnoredUnsafeClosure // expect: marker_without_equatable
    var onSelect: () -> Void
    let id: UUID

    var body: some View {
        Text(handle)
    }
}
