// Numeric literals in every form.
struct N1 {
    let hex = 0x1F
    let hexUpper = 0xab_CD
    let binary = 0b1010_0101
    let octal = 0o17
    let separated = 1_000_000
}
struct N2 {
    let float = 1.5
    let exponent = 1.5e-3
    let exponentUpper = 2E+10
    let hexFloat = 0x1p-2
    let hexFloatFraction = 0xF.8p2
}
struct N3 {
    let negative = -42
    let negativeFloat = -0.5
    let memberOnLiteral = 1.description
    let rangeClosed = 1...5
    let rangeHalfOpen = 0..<10
    let rangeFrom = (2...)
}
struct N4 {
    static let tuple = ((1, 2), 3)
    let tupleAccess = N4.tuple.0.1
    let leadingZeros = 007
    let trailingUnderscore = 1__0_
}
struct N5 { let a = 1, b = 2.0, c = 0x3; var d: Double = 4e0 }
