// Generic arguments, `T.init(…)`, a bare assignment in an `init` declared in an extension of
// the same file: each made a `@StateObject` that still compiles.
import SwiftUI

final class FeedModel<Item>: ObservableObject {
    @Published var items: [Item] = []
    init() {}
}

struct FeedScreen: View {
    @ObservedObject var feed = FeedModel<String>()
    @ObservedObject private var more: FeedModel<Int>

    var body: some View {
        Text("\(feed.items.count + more.items.count)")
    }
}

extension FeedScreen {
    init(title: String) {
        more = FeedModel<Int>.init()
    }
}
