// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// A project protocol supplies both `==` and `hash(into:)` in an extension, and both agree
// (`id`). rules-refinements.md 7 makes such an `==` the type's hand-written `==` for
// equatable_unmarked_closure; whether or not it also counts here, the protocol's
// `hash(into:)` is then hand-written just as much, so form 1 (hand-written `==`,
// *synthesized* hash) does not apply, and form 2 finds `id` combined and compared: silent.
// (Read by RULES.md's letter alone, neither is declared in the type or its extensions: the
// equality is synthesized, and form 1 does not apply either.)
protocol Keyed: Hashable {
    var id: Int { get }
}

extension Keyed {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct KeyedJob: Keyed {
    let id: Int
    let title: String
}

// `==` from one project protocol, `hash(into:)` from another that refines it: both
// hand-written, and they agree (`key`): silent.
protocol KeyedEquatable: Equatable {
    var key: String { get }
}

extension KeyedEquatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
}

protocol KeyedHashable: Hashable, KeyedEquatable {}

extension KeyedHashable {
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

struct Setting: KeyedHashable {
    let key: String
    var value: Double
}

// The same `==` with no protocol `hash(into:)`: the synthesized hash combines `value`,
// which `==` does not compare: reported.
struct Preference: Hashable, KeyedEquatable { // expect[unhashed]: hashable_equatable_mismatch
    let key: String
    var value: Double
}
