enum Patterns {
    static let digits = #"[0-9]+"#
}

let word = #"[a-z]+" // expect: invalid_source
