/// Whether a property's type is a function type, through typealiases.
extension ProjectIndex {
    /// Follows typealiases (transitively) to a function type: true or false when known, nil
    /// when a name on the way cannot be told apart.
    public func functionShape(_ shape: ClosureShape?, from place: Place, depth: Int = 0) -> Bool? {
        guard let shape, depth < 64 else { return false }
        switch shape {
        case .function: return true
        case .other: return false
        case .named(let name):
            switch resolver.resolve(name, from: place) {
            case .alias(let qualified):
                // Duplicates picked like types; `#if` alternatives answer when they agree.
                let candidates = resolver.aliasCandidates(qualified, from: place.file)
                guard !candidates.isEmpty else { return nil }
                let answers = candidates.map { functionShape($0.shape, from: place, depth: depth + 1) }
                return answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
            case .outside(let spelled):
                // A typealias of the project carries the name but is not visible here: unknown.
                return resolver.aliasSimpleNames.contains(spelled.simpleTypeName) ? nil : false
            case .unknown: return nil
            default: return false
            }
        }
    }

    public func isFunctionShape(_ shape: ClosureShape?, from place: Place) -> Bool {
        functionShape(shape, from: place) == true
    }
}
