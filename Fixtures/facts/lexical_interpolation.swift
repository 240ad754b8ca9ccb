// String interpolation: `\( ... )` holds full expressions, including strings,
// closures and parentheses.
struct I1 {
    static let name = "x"
    let simple = "hello \(name)"
    let withBraces = "\(name + "}" + "{")"
}
struct I2 {
    let nested = "\("\("deep \("deeper")")")"
    let parens = "\((1, 2)) and \(")") and \("(")"
}
struct I3 {
    let closure = "\({ () -> String in "}" }())"
    let closureWithType = "\({ struct InInterpolation { let z = 1 }; return InInterpolation().z }())"
}
struct I4 {
    let mapInterp = "\([1, 2, 3].map { "\($0)}" }.joined())"
    let ternary = "\(true ? "{" : "}")"
}
struct I5 {
    let formatted = "\(String(255, radix: 16))"
    let quoteInside = "say \"\("hi")\""
    let commentInside = "\(1 /* } " */ + 2)"
}
struct I6 { let afterAll = "\("ok")"; var count = 0 }
