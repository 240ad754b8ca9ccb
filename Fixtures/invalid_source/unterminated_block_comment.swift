enum Limits {
    static let maxItems = 50
}

/* TODO: explain the limits // expect: invalid_source
   and why they were chosen.
