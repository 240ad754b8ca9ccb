enum Copy {
    static let title = "Welcome"
}

let banner = """ // expect: invalid_source
    Welcome back.
    Your changes were saved.
