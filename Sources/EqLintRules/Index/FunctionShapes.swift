/// docs/architecture.md, "Closure property": whether a written type is a function type, asked of
/// its resolution (`ProjectIndex.resolveWrittenType`), through typealiases.
extension ProjectIndex {
    /// True for a function type, false for any other type, nil when unknown: a name that cannot
    /// be told apart, `#if` alternatives that disagree, or an outside name that a typealias of
    /// the project carries where it is not visible.
    public func isClosure(_ type: ResolvedType) -> Bool? {
        type.answer { t in
            switch t.kind {
            case .function: return true
            case .unknown: return nil
            case .outside(let name, _): return resolver.aliasSimpleNames.contains(name) ? nil : false
            default: return false
            }
        }
    }

    /// `isClosure` of a property annotation's shape (known without a lookup but for a name).
    public func functionShape(_ shape: ClosureShape?, from place: Place) -> Bool? {
        switch shape {
        case .function?: return true
        case .named(let name)?: return isClosure(resolveWrittenType(name, from: place))
        case .other?, nil: return false
        }
    }

    public func isFunctionShape(_ shape: ClosureShape?, from place: Place) -> Bool {
        functionShape(shape, from: place) == true
    }
}
