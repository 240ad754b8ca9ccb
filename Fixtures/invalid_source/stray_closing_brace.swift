struct Theme {
    let primary: String
}
} // expect: invalid_source
