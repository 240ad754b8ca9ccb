enum Palette {
    static let accent = "blue"
}

struct Theme { // expect: invalid_source
    let primary: String
    let secondary: String
