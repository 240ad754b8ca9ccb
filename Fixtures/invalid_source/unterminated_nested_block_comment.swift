enum Limits {
    static let maxItems = 50
}

// Block comments nest in Swift: the inner close does not close the outer one.
/* outer /* inner */ still inside the outer comment // expect: invalid_source
let afterwards = 1
