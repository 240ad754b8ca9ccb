// A project protocol refining Equatable, transitively.
protocol Diffable: Equatable {}
protocol DiffableCell: Diffable {}

// One that does not refine Equatable.
protocol Themed {}
