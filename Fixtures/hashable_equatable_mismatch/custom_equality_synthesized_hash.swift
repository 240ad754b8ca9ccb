// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// Form 1: a hand-written == and a synthesized hash that also hashes `label`.
struct Tag: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let label: String

    static func == (lhs: Tag, rhs: Tag) -> Bool {
        lhs.id == rhs.id
    }
}

// Form 1 with `Self` parameters and other parameter names; `patch` is not compared.
struct Version: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let major: Int
    let minor: Int
    let patch: Int

    static func == (a: Self, b: Self) -> Bool {
        a.major == b.major && a.minor == b.minor
    }
}

// Form 1 with the == in an extension of the same file.
struct Coordinate: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let latitude: Double
    let longitude: Double
    let accuracy: Double
}

extension Coordinate {
    static func == (lhs: Coordinate, rhs: Coordinate) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

// Form 1 on a nested type, reported at its own name.
enum Catalog {
    struct Key: Hashable { // expect[unhashed]: hashable_equatable_mismatch
        let sku: String
        let revision: Int
        static func == (lhs: Key, rhs: Key) -> Bool { lhs.sku == rhs.sku }
    }
}

// Silent: every stored property is compared.
struct Point: Hashable {
    let x: Int
    let y: Int
    static func == (lhs: Point, rhs: Point) -> Bool {
        return (lhs.x == rhs.x) && (lhs.y == rhs.y)
    }
}

// Silent: `.raw` on a parameter inside an expression counts as compared.
struct Slug: Hashable {
    let raw: String
    static func == (lhs: Slug, rhs: Slug) -> Bool {
        lhs.raw.lowercased() == rhs.raw.lowercased()
    }
}

// Silent: the parity equality from the EquatableView article compares `number`
// through an expression; the rule does not judge how it is compared.
struct Parity: Hashable {
    let number: Int
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number % 2 == rhs.number % 2
    }
}

// Silent: static and computed properties are neither hashed nor compared.
struct Temperature: Hashable {
    static let unit = "C"
    let celsius: Double
    var fahrenheit: Double { celsius * 1.8 + 32 }
    static func == (lhs: Temperature, rhs: Temperature) -> Bool { lhs.celsius == rhs.celsius }
}

// Silent: Equatable but not Hashable.
struct Draft: Equatable {
    let id: Int
    let body: String
    static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.id == rhs.id }
}

// Silent: this == takes a String on the right, so it is not the type's own equality;
// equality and hash are both synthesized.
struct Code: Hashable {
    let value: String
    let issuedAt: Date
    static func == (lhs: Code, rhs: String) -> Bool { lhs.value == rhs }
}
