import DesignSystem

// AppView comes from a design-system package that refines View; the configuration says
// so. Not Equatable, but its input is diffable: silent in the default mode.
struct HomeView: AppView { // expect[mode_all]: view_not_equatable
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

// Configured View protocol, with a closure input: reported.
struct HomeAction: AppView { // expect: view_not_equatable
    let onOpen: () -> Void
    var body: some View { Button("Open", action: onOpen) }
}
