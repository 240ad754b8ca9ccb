import DesignSystem

// A project protocol refining the configured protocol is a View protocol too.
protocol FeatureView: AppView {}

struct SearchFeature: FeatureView { // expect: view_not_equatable
    let query: String
    var body: some View { Text(query) }
}
