enum Symbols {
    static let check = "âœ“"
    static let broken = "€" // expect: invalid_source
}
