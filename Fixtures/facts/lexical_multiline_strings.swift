// Multi-line strings: `"""` ... `"""`, with quotes, braces and fake
// declarations inside.
struct M1 {
    let text = """
        struct NotAType {
            var notAProperty: Int
        }
        """
    let afterText = 1
}
struct M2 {
    let quotes = """
        one " quote, two "" quotes, escaped \""" triple
        """
    let braces = """
        }}}
        {{{
        """
}
struct M3 {
    let continuation = """
        line one \
        continues here }
        """
    let comment = """
        /* not a comment
        // not a comment either
        """
}
struct M4 {
    static let value = 7
    let interpolated = """
        value: \(Self.value)
        nested: \("""
            inner } {
            """)
        closing
        """
    let empty = """
        """
}
struct M5 {
    let oneLineAfterOpening = """
    struct Fake {}
    """; let sameLineAfterClose = 2
}
struct M6 { var endsAtLast = true }
