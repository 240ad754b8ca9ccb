import DesignSystem

// AppView comes from a design-system package that refines View; the configuration says so.
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
