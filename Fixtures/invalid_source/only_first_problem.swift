enum Messages {
    static let ok = "OK"
}

let first = "never closed // expect: invalid_source
let second = "never closed either
}
/* and an unterminated comment
