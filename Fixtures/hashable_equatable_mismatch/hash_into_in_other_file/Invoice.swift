// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing in this folder hashes them: the findings hold under the variant `unhashed`
// (.eqlint.unhashed.yml, `report_unhashed: true`) only.
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
