import SwiftUI

// RULES.md, observed_object_created_in_view: an `@ObservedObject` whose initial value
// constructs the property's type (`T(…)` or `.init(…)`). SwiftUI makes the view struct anew
// on every update of its parent, so every update creates another model: the search text,
// the loaded results and the in-flight request are lost. Reported at the property.

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []

    init(scope: String = "all") {}
}

final class AppSettings: ObservableObject {
    static let shared = AppSettings()
    @Published var showsBadges = true

    static func makeDefault() -> AppSettings { shared }
}

struct SearchScreen: View {
    @ObservedObject var model = SearchModel() // expect: observed_object_created_in_view
    @ObservedObject private var archive = SearchModel(scope: "archive") // expect: observed_object_created_in_view
    @ObservedObject var recent: SearchModel = .init() // expect: observed_object_created_in_view
    // The wrapper by its module-qualified name (matched by its last component).
    @SwiftUI.ObservedObject var saved = SearchModel(scope: "saved") // expect: observed_object_created_in_view

    var body: some View {
        List(model.results + archive.results + recent.results + saved.results, id: \.self) { Text($0) }
            .searchable(text: $model.query)
    }
}

// Not reported: the object comes from the parent, from a shared instance, from a static
// factory (not a construction of the type), or is owned by `@StateObject`.
struct SettingsScreen: View {
    @ObservedObject var model: SearchModel
    @ObservedObject var settings = AppSettings.shared
    @ObservedObject var defaults = AppSettings.makeDefault()
    @StateObject private var owned = SearchModel()

    var body: some View {
        Toggle("Badges", isOn: $settings.showsBadges)
        Text(model.query + owned.query)
        Text(defaults.showsBadges ? "on" : "off")
    }
}
