import DesignSystem

// AppView is named in view_protocols: a View, not Equatable, reported under `mode: all`.
struct HomeView: AppView { // expect: view_not_equatable
    let greeting: String
    var body: some View { Text(greeting) }
}

// Equatable as well: silent.
struct HomeHeader: AppView, Equatable {
    let greeting: String
    var body: some View { Text(greeting) }
}

// Not configured: not known to be a View, silent.
struct HomeModel: AppModel {
    let greeting: String
}
