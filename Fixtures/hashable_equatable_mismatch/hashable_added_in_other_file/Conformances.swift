extension Customer: Hashable {}

extension Label {
    static func == (lhs: Label, rhs: Label) -> Bool { lhs.text == rhs.text }
}

extension Profile: Hashable {}
