// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation

// rules-refinements.md 12: an `==` comparing a computed property whose getter reads
// `hashValue` (or calls `hash(into:)`) compares what the hash combines, as comparing
// `hashValue` directly does.

// `==` compares `id` and `fingerprint` (`hashValue.description`); the hand-written hash
// combines `id`, `title` and `tags`, all compared through `fingerprint`: silent.
struct Snapshot: Hashable {
    let id: Int
    let title: String
    let tags: [String]
    var fingerprint: String { hashValue.description }

    static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.id == rhs.id && lhs.fingerprint == rhs.fingerprint
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(tags)
    }
}

// The getter calls `hash(into:)`: silent.
struct Revision: Hashable {
    let id: Int
    let body: String
    var digest: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }

    static func == (lhs: Revision, rhs: Revision) -> Bool {
        lhs.id == rhs.id && lhs.digest == rhs.digest
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(body)
    }
}

// Through a second computed property: `label` reads `fingerprint`, which reads `hashValue`: silent.
struct Draft: Hashable {
    let id: Int
    let text: String
    var fingerprint: Int { hashValue }
    var label: String { "#\(fingerprint)" }

    static func == (lhs: Draft, rhs: Draft) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(text)
    }
}

// A synthesized hash combines every stored property, so `==` through `fingerprint`
// compares them all (form 1): silent.
struct Attachment: Hashable {
    let id: Int
    let size: Int
    var fingerprint: Int { hashValue }

    static func == (lhs: Attachment, rhs: Attachment) -> Bool {
        lhs.id == rhs.id && lhs.fingerprint == rhs.fingerprint
    }
}

// Near miss: the computed property reads `title`, not the hash; `tags` is combined and not
// compared: reported at hash(into:).
struct Summary: Hashable {
    let id: Int
    let title: String
    let tags: [String]
    var heading: String { title.uppercased() }

    static func == (lhs: Summary, rhs: Summary) -> Bool {
        lhs.id == rhs.id && lhs.heading == rhs.heading
    }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(tags)
    }
}
