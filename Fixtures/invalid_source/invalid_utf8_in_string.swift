enum Cafe {
    static let name = "Café" // expect: invalid_source
    static let open = true
}
