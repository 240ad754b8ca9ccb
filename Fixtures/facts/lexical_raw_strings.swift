// Raw strings: `#"..."#`, with quotes, backslashes and `"#` inside deeper ones.
struct R1 {
    let raw = #"contains "quotes" and \n not an escape"#
    let braces = #"{ struct Fake { } "#
}
struct R2 {
    let double = ##"contains "# inside"##
    let triple = ###"has "## and "# inside"###
}
struct R3 {
    static let value = 42
    let rawInterpolation = #"value: \#(Self.value) and \(not) }"#
    let rawInterpolationWithString = #"\#("}" + "{")"#
}
struct R4 {
    let backslashEnd = #"\"#
    let hashInside = #"#"#
    let commentLike = #"/* unterminated"#
}
struct R5 {
    let multilineRaw = #"""
        struct FakeInRaw {
        """ still inside "#
        }
        """#
    let afterMultilineRaw = 1
}
struct R6 {
    let deep = ####"""
        """# """## """### "
        """####
    var afterDeep: Int = 0
}
struct R7 { let regexish = #"/\w+/"#; let tail = "end" }
