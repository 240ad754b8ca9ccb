struct Invoice: Hashable {
    let number: String
    let total: Int
    let memo: String

    static func == (lhs: Invoice, rhs: Invoice) -> Bool {
        lhs.number == rhs.number && lhs.total == rhs.total
    }
}

// Its hash(into:) in the other file combines only compared properties: silent.
struct Payment: Hashable {
    let reference: String
    let amount: Int

    static func == (lhs: Payment, rhs: Payment) -> Bool { lhs.reference == rhs.reference }
}
