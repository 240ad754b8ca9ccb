struct Theme {
    let primary: String
}
// eqlint:disable:next invalid_source
}
