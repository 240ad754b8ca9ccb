// Form 1: a hand-written == beside the synthesized hash. The fix inserts hash(into:) right
// after ==, combining exactly what == compares, in its order.

struct User: Hashable {
    let id: Int
    var name: String
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

public struct Account: Hashable {
    public let id: Int
    public let owner: String
    var cache: [Int]
    public static func == (lhs: Account, rhs: Account) -> Bool {
        lhs.owner == rhs.owner && lhs.id == rhs.id
    } // owner first: the cheaper comparison fails sooner
    public func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(id)
    }
}

struct Tag: Hashable {
    let `default`: Bool
    let label: String
}

extension Tag {
    static func == (lhs: Tag, rhs: Tag) -> Bool {
        return lhs.default == rhs.default
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(`default`)
    }
}
