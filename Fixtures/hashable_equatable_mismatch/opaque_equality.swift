// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// An `==` whose comparison cannot be read off its body (identity, a helper taking the
// whole value) is not second-guessed: RULES.md is silent on it, and every case below agrees
// with its hash (see the closing note of revision 2's implementation). An `==` through the
// hash itself is read (RULES.md, References in code).

// Identity equality: equal values are the same object, so any hash of its fields agrees.
final class Session: Hashable {
    let token: String
    init(token: String) { self.token = token }
    static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(token) }
}

// Equality through the hash itself: `==` compares what the hash combines, every stored
// property for this synthesized hash, so form 1 finds no property left out: silent.
struct Fingerprinted: Hashable {
    let digest: String
    let size: Int
    static func == (lhs: Fingerprinted, rhs: Fingerprinted) -> Bool { lhs.hashValue == rhs.hashValue }
}

// With a hand-written hash, `==` through hashValue compares exactly what it combines
// (`digest`, not every property): form 2 finds nothing combined and not compared: silent.
struct Checksummed: Hashable {
    let digest: String
    let size: Int
    static func == (lhs: Checksummed, rhs: Checksummed) -> Bool { lhs.hashValue == rhs.hashValue }
    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}

// A helper that takes the whole value: what it compares cannot be read here, so no guess.
struct Bits: Hashable {
    var storage: [UInt64]
    static func == (left: Bits, right: Bits) -> Bool { left.isSameSet(as: right) }
    func isSameSet(as other: Bits) -> Bool { storage == other.storage }
}

// Form 1: `kind` is a constant, the same in every value, so not counted; `location` is
// not compared, so reported.
struct Token: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let kind: String = "name"
    let location: Int?
    let text: String
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.text == rhs.text }
}
