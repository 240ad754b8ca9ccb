enum Cart {
    static let items = [1, 2, 3]
}

let summary = "items: \(Cart.items.count" // expect: invalid_source
