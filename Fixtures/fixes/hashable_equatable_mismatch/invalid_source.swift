struct Card: Hashable {
    let id: Int
    let name: String
    static func == (lhs: Card, rhs: Card) -> Bool { lhs.id == rhs.id }
}
let broken = "never closed
