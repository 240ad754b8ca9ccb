enum Strings {
    static let title = "Inbox // expect: invalid_source
}
