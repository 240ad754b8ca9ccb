import Foundation

// A protocol extension's `hash(into:)` next to an `==` that compares identity (`===`): equal
// values are one object, whose hash is one, so nothing is reported for the hashed conformers
// (as for a type's own identity `==`). Beside it, the same hash next to an `==` that compares
// `key` only: reported for the hashed conformer.
protocol CachedModel: AnyObject, Hashable {
    var key: Int { get }
    var revision: Int { get }
}

extension CachedModel {
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(revision)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
}

final class Community: CachedModel {
    let key = 1
    var revision = 0
}

protocol KeyedModel: Hashable {
    var key: Int { get }
    var revision: Int { get }
}

extension KeyedModel {
    func hash(into hasher: inout Hasher) { // expect: hashable_equatable_mismatch
        hasher.combine(key)
        hasher.combine(revision)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
}

struct Draft: KeyedModel {
    let key: Int
    var revision: Int
}

final class Store {
    var communities: Set<Community> = []
    var drafts: Set<Draft> = []
}
