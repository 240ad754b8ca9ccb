import SwiftUI

// RULES.md, observed_object_created_in_view: the object constructed in an `init`
// (`_model = ObservedObject(wrappedValue: Model(…))`, `self._model = .init(wrappedValue:
// .init(…))`, `self.model = Model(…)`). Reported at the property, not in the `init`.

final class ProfileModel: ObservableObject {
    @Published var name = ""
    init(userID: String = "me") {}
}

final class OrderModel: ObservableObject {
    @Published var total = 0
    init() {}
}

final class ChatModel: ObservableObject {
    @Published var messages: [String] = []
    init(room: String) {}
}

struct ProfileHeader: View {
    @ObservedObject var model: ProfileModel // expect: observed_object_created_in_view

    init() {
        _model = ObservedObject(wrappedValue: ProfileModel())
    }

    var body: some View { Text(model.name) }
}

struct OrderSummary: View {
    @ObservedObject private var order: OrderModel // expect: observed_object_created_in_view

    init() {
        self._order = .init(wrappedValue: .init())
    }

    var body: some View { Text("\(order.total)") }
}

struct ChatRoom: View {
    @ObservedObject var chat: ChatModel // expect: observed_object_created_in_view

    init() {
        self.chat = ChatModel(room: "general")
    }

    var body: some View { Text("\(chat.messages.count) messages") }
}

// The construction reads a parameter of the `init`: still reported (`@StateObject` would
// keep the first parameters' object, so the message suggests `.id(…)` and there is no fix).
struct UserProfile: View {
    @ObservedObject var model: ProfileModel // expect: observed_object_created_in_view

    init(userID: String) {
        _model = ObservedObject(wrappedValue: ProfileModel(userID: userID))
    }

    var body: some View { Text(model.name) }
}

// Not reported: the object comes from a parameter, from another property, or from a shared
// instance.
final class Session: ObservableObject {
    static let current = Session()
    let profile = ProfileModel()
}

struct AccountBadge: View {
    @ObservedObject var model: ProfileModel
    @ObservedObject var session: Session
    @ObservedObject var currentProfile: ProfileModel

    init(model: ProfileModel, session: Session) {
        _model = ObservedObject(wrappedValue: model)
        self.session = session
        self._currentProfile = ObservedObject(wrappedValue: session.profile)
    }

    var body: some View { Text(model.name + currentProfile.name) }
}

struct SessionBanner: View {
    @ObservedObject var session: Session

    init() {
        self.session = Session.current
    }

    var body: some View { Text(session.profile.name) }
}
