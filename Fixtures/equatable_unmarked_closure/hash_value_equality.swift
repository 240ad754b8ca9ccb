import Foundation

// RULES.md, References in code: an `==` that compares `hashValue`, or calls `hash(into:)`
// on its parameters, compares every property the type's hand-written hash combines, and
// every stored property when the hash is synthesized.

// The hand-written hash combines `name` only, so `==` does not read the closure: reported.
struct SortRule: Hashable {
    let name: String
    let compare: (String, String) -> Bool // expect: equatable_unmarked_closure
    static func == (lhs: SortRule, rhs: SortRule) -> Bool { lhs.hashValue == rhs.hashValue }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// The hash combines `id`: `==` compares `id`, so it is identity-keyed: silent.
struct FilterRule: Hashable {
    let id: Int
    let matches: (String) -> Bool
    static func == (lhs: FilterRule, rhs: FilterRule) -> Bool { lhs.hashValue == rhs.hashValue }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// Synthesized hash: `==` compares every stored property, the closure included: silent.
struct MapRule: Hashable {
    let label: String
    let transform: (Int) -> Int
    static func == (lhs: MapRule, rhs: MapRule) -> Bool { lhs.hashValue == rhs.hashValue }
}

// A hand-written hashValue that reads the closure: `==` through hashValue reads it: silent.
struct InputRule: Hashable {
    let title: String
    let validate: ((String) -> Bool)?
    static func == (lhs: InputRule, rhs: InputRule) -> Bool { lhs.hashValue == rhs.hashValue }
    var hashValue: Int { title.hashValue ^ (validate == nil ? 0 : 1) }
}

// `==` calls hash(into:) on its parameters; the hash combines `title` only: reported.
struct ExportRule: Hashable {
    let title: String
    let export: (Data) -> URL // expect: equatable_unmarked_closure
    static func == (lhs: ExportRule, rhs: ExportRule) -> Bool {
        var left = Hasher()
        lhs.hash(into: &left)
        var right = Hasher()
        rhs.hash(into: &right)
        return left.finalize() == right.finalize()
    }
    func hash(into hasher: inout Hasher) { hasher.combine(title) }
}
