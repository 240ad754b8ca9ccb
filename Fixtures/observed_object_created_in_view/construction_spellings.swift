import SwiftUI

// RULES.md, observed_object_created_in_view: the spellings of a construction of the property's
// type: generic arguments, `T.init(…)`, a module-qualified wrapper in an `init`, a bare
// assignment without `self.`, an `init` in an extension of the same file, a trailing closure.

final class FeedModel<Item>: ObservableObject {
    @Published var items: [Item] = []
    init(load: @escaping () -> [Item] = { [] }) {}
}

final class ComposerModel: ObservableObject {
    @Published var text = ""
}

struct FeedScreen: View {
    @ObservedObject var feed = FeedModel<String>() // expect: observed_object_created_in_view
    @ObservedObject var more: FeedModel<Int> = FeedModel<Int>.init() // expect: observed_object_created_in_view
    @ObservedObject var lazyFeed = FeedModel<String> { ["a"] } // expect: observed_object_created_in_view

    var body: some View { Text("\(feed.items.count + more.items.count + lazyFeed.items.count)") }
}

struct Composer: View {
    @ObservedObject var draft: ComposerModel // expect: observed_object_created_in_view
    @ObservedObject var reply: ComposerModel // expect: observed_object_created_in_view

    var body: some View { Text(draft.text + reply.text) }
}

extension Composer {
    init() {
        _draft = SwiftUI.ObservedObject(wrappedValue: ComposerModel())
        reply = ComposerModel.init()
    }
}

// Near misses: the initial value makes another type than the declared one (a subclass, by the
// letter of RULES.md: a construction "of the property's type"), a call of a static factory,
// and a construction whose result is then configured (not a construction, whole).
class BaseModel: ObservableObject {
    func configured() -> Self { self }
}
final class SpecialModel: BaseModel {}

struct Special: View {
    @ObservedObject var model: BaseModel = SpecialModel()
    @ObservedObject var configured = BaseModel().configured()

    var body: some View { Text("special") }
}

// Not a View: an `App`'s or a plain struct's property is not a view's.
struct ComposerHost {
    @ObservedObject var draft = ComposerModel()
}
