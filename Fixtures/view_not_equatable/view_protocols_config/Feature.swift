import DesignSystem

// A project protocol refining the configured protocol is a View protocol too.
protocol FeatureView: AppView {}

// A View, not Equatable, but a String input is diffable: silent in the default mode.
struct SearchFeature: FeatureView { // expect[mode_all]: view_not_equatable
    let query: String
    var body: some View { Text(query) }
}
