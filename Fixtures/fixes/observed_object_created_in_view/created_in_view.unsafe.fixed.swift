// RULES.md, Fixes: observed_object_created_in_view (unsafe): `@ObservedObject` becomes
// `@StateObject`, so the view keeps one object for its identity; in an `init`,
// `ObservedObject(wrappedValue:` becomes `StateObject(wrappedValue:`. No fix when the
// construction reads a parameter of the `init` (the finding stays; the message suggests
// `.id(…)`), and the file is left as it is there.
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""

    init(scope: String = "all") {}
}

struct SearchScreen: View {
    @StateObject var model = SearchModel()
    @StateObject private var archive: SearchModel = .init(scope: "archive")

    var body: some View {
        Text(model.query + archive.query)
    }
}

struct PeopleSearch: View {
    @StateObject var model: SearchModel

    init() {
        _model = StateObject(wrappedValue: SearchModel(scope: "people"))
    }

    var body: some View {
        Text(model.query)
    }
}

struct OrderSearch: View {
    @StateObject var model: SearchModel

    init() {
        self._model = .init(wrappedValue: .init(scope: "orders"))
    }

    var body: some View {
        Text(model.query)
    }
}

struct MailSearch: View {
    @StateObject var model: SearchModel

    init() {
        self._model = StateObject(wrappedValue: SearchModel(scope: "mail"))
    }

    var body: some View {
        Text(model.query)
    }
}

// Reads the `init`'s parameter: no fix.
struct ScopedSearch: View {
    @ObservedObject var model: SearchModel

    init(scope: String) {
        _model = ObservedObject(wrappedValue: SearchModel(scope: scope))
    }

    var body: some View {
        Text(model.query)
    }
}
