// RULES.md, References in code: an `==` that compares `hashValue`, or calls `hash(into:)` on
// its parameters, compares every property the type's hand-written hash combines, and every
// stored property when the hash is synthesized.
import SwiftUI

// The hand-written hash combines `title` only; body reads `subtitle` too: reported.
struct HeadlineCard: View, Hashable {
    let title: String
    let subtitle: String

    var body: some View { VStack { Text(title); Text(subtitle) } }

    static func == (lhs: HeadlineCard, rhs: HeadlineCard) -> Bool { lhs.hashValue == rhs.hashValue } // expect: custom_equality_misses_body_input

    func hash(into hasher: inout Hasher) { hasher.combine(title) }
}

// A synthesized hash combines every stored property: `==` compares them all, silent.
struct BylineCard: View, Hashable {
    let author: String
    let published: Date

    var body: some View { Text("\(author), \(published.formatted())") }

    static func == (lhs: BylineCard, rhs: BylineCard) -> Bool { lhs.hashValue == rhs.hashValue }
}

// `==` calls hash(into:) on its parameters; the hash combines both inputs: silent.
struct TagCard: View, Hashable {
    let tag: String
    let uses: Int

    var body: some View { Text("#\(tag) ×\(uses)") }

    static func == (lhs: TagCard, rhs: TagCard) -> Bool {
        var left = Hasher()
        lhs.hash(into: &left)
        var right = Hasher()
        rhs.hash(into: &right)
        return left.finalize() == right.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(uses)
    }
}

// A hand-written hashValue reads `name` only; body reads `detail` too: reported.
struct TopicCard: View, Hashable {
    let name: String
    let detail: String

    var body: some View { VStack { Text(name); Text(detail) } }

    static func == (lhs: TopicCard, rhs: TopicCard) -> Bool { // expect: custom_equality_misses_body_input
        lhs.hashValue == rhs.hashValue
    }

    var hashValue: Int { name.hashValue }
}
