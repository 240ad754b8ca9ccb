import DesignSystem

// A project protocol refining the configured view protocol is a View protocol too.
protocol FeatureView: AppView {}

// A View, not Equatable, one input: reported under `mode: all`.
struct SearchFeature: FeatureView { // expect: view_not_equatable
    let query: String
    var body: some View { Text(query) }
}
