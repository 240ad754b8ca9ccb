// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// RULES.md, hashable_equatable_mismatch form 2: combining a computed property counts as
// combining the stored properties its getter reads, transitively, and `==` comparing a
// computed property likewise compares those.

// hash combines `fullName`, whose getter reads `first` and `last`; `==` compares only `first`: reported.
struct Person: Hashable {
    let first: String
    let last: String
    var fullName: String { first + " " + last }

    static func == (lhs: Person, rhs: Person) -> Bool { lhs.first == rhs.first }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(fullName)
    }
}

// hash combines `key`, whose getter reads only `id`, which `==` compares: silent.
struct Ticket: Hashable {
    let id: Int
    let note: String
    var key: Int { id }

    static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}

// `==` compares computed `normalized` (reads `raw`); hash combines `raw`: silent.
struct Handle: Hashable {
    let raw: String
    var normalized: String { raw.lowercased() }

    static func == (lhs: Handle, rhs: Handle) -> Bool { lhs.normalized == rhs.normalized }

    func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }
}

// Transitively: hash combines `label`, which reads `display`, which reads `code` and
// `region`; `==` compares `code` only: reported.
struct RegionTag: Hashable {
    let code: String
    let region: String
    var display: String { code + "-" + region }
    var label: String { "[" + display + "]" }

    static func == (lhs: RegionTag, rhs: RegionTag) -> Bool { lhs.code == rhs.code }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(label)
    }
}

// `==` compares computed `span` (reads `start` and `end`); hash combines both: silent.
struct Interval: Hashable {
    let start: Int
    let end: Int
    var span: ClosedRange<Int> { start...end }

    static func == (lhs: Interval, rhs: Interval) -> Bool { lhs.span == rhs.span }

    func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        end.hash(into: &hasher)
    }
}

// A hashValue reading a computed property that reads an uncompared property: reported at hashValue.
struct Badge: Hashable {
    let symbol: String
    let tint: String
    var descriptor: String { symbol + tint }

    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.symbol == rhs.symbol }

    var hashValue: Int { // expect[unhashed]: hashable_equatable_mismatch
        descriptor.hashValue
    }
}
