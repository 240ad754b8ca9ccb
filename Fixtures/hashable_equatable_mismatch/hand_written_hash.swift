// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// Form 2: hash(into:) combines `email`, which == does not compare.
struct Contact: Hashable {
    let id: UUID
    let email: String

    static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(id)
        hasher.combine(email)
    }
}

// Form 2 with `self.p`.
struct Room: Hashable {
    let number: Int
    let floor: Int

    static func == (lhs: Room, rhs: Room) -> Bool { lhs.number == rhs.number }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(self.number)
        hasher.combine(self.floor)
    }
}

// Form 2 with `p.hash(into: &hasher)`.
struct Track: Hashable {
    let isrc: String
    let title: String

    static func == (lhs: Track, rhs: Track) -> Bool { lhs.isrc == rhs.isrc }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        isrc.hash(into: &hasher)
        title.hash(into: &hasher)
    }
}

// Form 2 with only a hand-written hashValue: reported there.
struct Ticket: Hashable {
    let code: String
    let seat: Int

    static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs.code == rhs.code }

    var hashValue: Int { // expect[unhashed]: hashable_equatable_mismatch
        code.hashValue ^ seat
    }
}

// Form 2 on a class.
final class Document: Hashable {
    let path: String
    var title: String

    init(path: String, title: String) {
        self.path = path
        self.title = title
    }

    static func == (lhs: Document, rhs: Document) -> Bool { lhs.path == rhs.path }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(path)
        hasher.combine(title)
    }
}

// Silent: hash combines a subset of what == compares.
struct Address: Hashable {
    let street: String
    let city: String

    static func == (lhs: Address, rhs: Address) -> Bool {
        lhs.street == rhs.street && lhs.city == rhs.city
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(city)
    }
}

// Silent: == compares `name` through an expression, and hash combines it.
struct Username: Hashable {
    let name: String

    static func == (lhs: Username, rhs: Username) -> Bool {
        lhs.name.count == rhs.name.count && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

// Silent: synthesized equality compares everything, so no hashed property can escape it.
struct Sensor: Hashable {
    let id: Int
    let reading: Double

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(reading)
    }
}

// Silent: with a hand-written hash, form 1 does not apply even though `cachedAt` is not compared.
struct Quote: Hashable {
    let symbol: String
    let cachedAt: Date

    static func == (lhs: Quote, rhs: Quote) -> Bool { lhs.symbol == rhs.symbol }

    func hash(into hasher: inout Hasher) {
        hasher.combine(symbol)
    }
}

// Silent: a hashValue that reads only compared properties.
struct Flag: Hashable {
    let key: String
    let enabled: Bool

    static func == (lhs: Flag, rhs: Flag) -> Bool { lhs.key == rhs.key && lhs.enabled == rhs.enabled }

    var hashValue: Int {
        key.hashValue
    }
}
