struct CRLF {
    let a: Int
    var b = """
        struct Fake {
        """
    // comment
    /* block
       comment */ let c = 3
}

extension CRLF {
    struct Nested { var d: [String] = [] }
    func e() {}
}

struct Last { let f = "\r\n" }
