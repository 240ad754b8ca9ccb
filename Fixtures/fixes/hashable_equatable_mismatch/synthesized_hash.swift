// Form 1: a hand-written == beside the synthesized hash. The fix inserts hash(into:) right
// after ==, combining exactly what == compares, in its order.

struct User: Hashable {
    let id: Int
    var name: String
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}

public struct Account: Hashable {
    public let id: Int
    public let owner: String
    var cache: [Int]
    public static func == (lhs: Account, rhs: Account) -> Bool {
        lhs.owner == rhs.owner && lhs.id == rhs.id
    } // owner first: the cheaper comparison fails sooner
}

struct Tag: Hashable {
    let `default`: Bool
    let label: String
}

extension Tag {
    static func == (lhs: Tag, rhs: Tag) -> Bool {
        return lhs.default == rhs.default
    }
}

// Not a memberwise ==: hashing 'name' would still split values == finds equal ("A", "a").
// No fix: a person writes the hash (here, of 'name.lowercased()').
struct Domain: Hashable {
    let name: String
    let port: Int
    static func == (lhs: Domain, rhs: Domain) -> Bool {
        lhs.name.lowercased() == rhs.name.lowercased()
    }
}

// == through a computed property: combined when its type is a standard Hashable one.
struct File: Hashable {
    var url: String
    var size: Int
    var id: String { url }
    static func == (lhs: File, rhs: File) -> Bool { lhs.id == rhs.id }
}

// Of a type that may not be Hashable: no fix (hasher.combine(key) might not compile).
struct Folder: Hashable {
    struct Key: Equatable { let path: String }
    var path: String
    var count: Int
    var key: Key { Key(path: path) }
    static func == (lhs: Folder, rhs: Folder) -> Bool { lhs.key == rhs.key }
}

// Through a computed property of a project enum with a raw type (Hashable by Swift's rules),
// declared in an extension: combined.
struct Section: Hashable {
    let name: Name
    var enabled: Bool
    var id: Name { name }
    static func == (lhs: Section, rhs: Section) -> Bool { lhs.id == rhs.id }
}

extension Section {
    enum Name: String, Codable {
        case events, news
    }
}

// Of a project type declared Hashable: combined.
struct Badge: Hashable {
    struct Code: Hashable { let value: Int }
    var value: Int
    var label: String
    var code: Code { Code(value: value) }
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.code == rhs.code }
}

// Of an enum with no raw type and no Hashable in its clause: Swift makes it Hashable too, but
// eqlint does not read its cases, so no fix.
struct Slot: Hashable {
    enum Kind: Codable { case a, b }
    var kind: Kind
    var note: String
    var current: Kind { kind }
    static func == (lhs: Slot, rhs: Slot) -> Bool { lhs.current == rhs.current }
}

// Revision 4: reported only for hashed types; each type above is hashed here.
struct Directory {
    var signedIn: Set<User>
    var accountsByOwner: [Account: String]
    var tagCounts: [Tag: Int]
    var blocked: Set<Domain>
    var openFiles: Set<File>
    var expanded: Set<Folder>
    var collapsed: Set<Section>
    var badgeCounts: [Badge: Int]
    var reserved: Set<Slot>
}
