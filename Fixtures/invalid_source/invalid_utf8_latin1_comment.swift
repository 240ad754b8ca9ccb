enum Menu {
    static let title = "Specials"
}

// Menú du jour, saved by an old editor as Latin-1 // expect: invalid_source
let price = 12
