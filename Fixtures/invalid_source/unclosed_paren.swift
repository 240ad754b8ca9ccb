enum Sizes {
    static let widths = [120, 240, 360]
}

let widest = max(Sizes.widths.count, 2 // expect: invalid_source
