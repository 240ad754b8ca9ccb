struct BOM { let onLineOne: Int = 1; var two = "é" }
struct SecondLine {
    let unaffected = 0
}
