struct Card: Hashable {
    let id: Int
    let name: String
    static func == (lhs: Card, rhs: Card) -> Bool { lhs.id == rhs.id }
}
// Revision 4: reported only for hashed types; this set hashes `Card`.
let deck: Set<Card> = []
let broken = "never closed
