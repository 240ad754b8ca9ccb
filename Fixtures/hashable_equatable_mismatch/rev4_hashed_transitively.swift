// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import Foundation

// RULES.md, revision 4, Hashed: the types of a hashed type's stored properties and
// associated values are hashed too, when its hash is synthesized or its hand-written hash
// combines them (hashing `Row` hashes the `Row.Kind` of its `kind`), transitively; a
// lexically nested type is not hashed for being nested ("Settled for revision 4").

struct FeedItem: Hashable {
    let id: Int
    let badge: Badge
    let kind: Kind

    enum Kind: Hashable { // expect: hashable_equatable_mismatch
        case post
        case poll(question: String, closesAt: Date)

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.post, .post): return true
            case (.poll(let a, _), .poll(let b, _)): return a == b
            default: return false
            }
        }
    }

    // Nested, but no stored property of FeedItem has this type: not hashed.
    struct Metrics: Hashable { // expect[unhashed]: hashable_equatable_mismatch
        let views: Int
        var lastViewedAt: Date
        static func == (lhs: Metrics, rhs: Metrics) -> Bool { lhs.views == rhs.views }
    }
}

// A stored property of FeedItem, whose hash is synthesized.
struct Badge: Hashable { // expect: hashable_equatable_mismatch
    let label: String
    var color: Palette
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.label == rhs.label }
}

// A stored property of Badge: hashed through FeedItem → Badge (transitively). Badge's own
// hash is synthesized, so it hashes `color`.
struct Palette: Hashable { // expect: hashable_equatable_mismatch
    let name: String
    var opacity: Double
    static func == (lhs: Palette, rhs: Palette) -> Bool { lhs.name == rhs.name }
}

// An associated value of a hashed enum.
enum Destination: Hashable {
    case article(ArticleRef)
    case home
}

struct ArticleRef: Hashable { // expect: hashable_equatable_mismatch
    let slug: String
    var anchor: String?
    static func == (lhs: ArticleRef, rhs: ArticleRef) -> Bool { lhs.slug == rhs.slug }
}

// A hand-written hash that combines only `id`: the type of `cover` is not hashed through
// it; the hand-written hash that combines `author` hashes the type of `author`.
struct Story: Hashable {
    let id: Int
    let cover: Cover
    let author: Byline

    static func == (lhs: Story, rhs: Story) -> Bool { lhs.id == rhs.id && lhs.author == rhs.author }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(author)
    }
}

struct Cover: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let imageURL: String
    var dominantColor: String
    static func == (lhs: Cover, rhs: Cover) -> Bool { lhs.imageURL == rhs.imageURL }
}

struct Byline: Hashable { // expect: hashable_equatable_mismatch
    let name: String
    var avatarURL: String
    static func == (lhs: Byline, rhs: Byline) -> Bool { lhs.name == rhs.name }
}

final class FeedCache {
    var seen: Set<FeedItem> = []
    var visited: Set<Destination> = []
    var stories: Set<Story> = []
}
