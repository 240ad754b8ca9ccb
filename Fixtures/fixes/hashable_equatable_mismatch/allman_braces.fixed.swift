// Form 1 in a file whose braces stand on lines of their own (Allman style): the inserted
// hash(into:) puts its braces on lines of their own too, as == does.

struct User: Hashable
{
    let id: Int
    var name: String

    static func == (lhs: User, rhs: User) -> Bool
    {
        lhs.id == rhs.id
    }
    func hash(into hasher: inout Hasher)
    {
        hasher.combine(id)
    }
}

public struct Account: Hashable
{
    public let id: Int
    public let owner: String
    var cache: [Int]

    @inlinable
    public static func == (lhs: Account, rhs: Account) -> Bool
    {
        return lhs.owner == rhs.owner && lhs.id == rhs.id
    }
    public func hash(into hasher: inout Hasher)
    {
        hasher.combine(owner)
        hasher.combine(id)
    }
}

// The body on the line of the opening brace: the hash's too.
struct Tag: Hashable
{
    let label: String
    var uses: Int
    static func == (lhs: Tag, rhs: Tag) -> Bool
    { lhs.label == rhs.label }
    func hash(into hasher: inout Hasher)
    { hasher.combine(label) }
}

// A brace at the end of the signature's last line is not on a line of its own.
struct Place: Hashable
{
    let name: String
    var visits: Int
    static func == (
        lhs: Place, rhs: Place
    ) -> Bool {
        lhs.name == rhs.name
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

// Revision 4: reported only for hashed types; this set hashes each of them.
let visited: (Set<User>, Set<Account>, Set<Tag>, Set<Place>) = ([], [], [], [])
