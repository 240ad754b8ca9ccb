// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import Foundation
import OrderedCollections

// RULES.md, revision 4, hashable_equatable_mismatch: reported only for a type that is
// hashed in the project. Written as the element of `Set<T>` or `OrderedSet<T>`, or as the
// key of `[T: V]` or `Dictionary<T, V>`, a type is hashed. Each type below has a
// hand-written `==` leaving a property out and a synthesized hash (form 1). The variant
// `unhashed` (`report_unhashed: true`) reports the types nothing hashes too.

struct Tag: Hashable { // expect: hashable_equatable_mismatch
    let id: Int
    var label: String
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
}

struct RecentSearch: Hashable { // expect: hashable_equatable_mismatch
    let query: String
    var resultCount: Int
    static func == (lhs: RecentSearch, rhs: RecentSearch) -> Bool { lhs.query == rhs.query }
}

struct ContactKey: Hashable { // expect: hashable_equatable_mismatch
    let email: String
    var displayName: String
    static func == (lhs: ContactKey, rhs: ContactKey) -> Bool { lhs.email == rhs.email }
}

struct LanguageKey: Hashable { // expect: hashable_equatable_mismatch
    let code: String
    var nativeName: String
    static func == (lhs: LanguageKey, rhs: LanguageKey) -> Bool { lhs.code == rhs.code }
}

// Only a value of a dictionary, an element of an array, the type of a plain property:
// none of these computes its hash. Not reported (reported under `unhashed`).
struct Avatar: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let url: String
    var cachedAt: Date
    static func == (lhs: Avatar, rhs: Avatar) -> Bool { lhs.url == rhs.url }
}

struct Draft: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    var body: String
    static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.id == rhs.id }
}

struct Signature: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let text: String
    var usesLogo: Bool
    static func == (lhs: Signature, rhs: Signature) -> Bool { lhs.text == rhs.text }
}

final class MailboxCache {
    var selectedTags: Set<Tag> = []
    var history = OrderedSet<RecentSearch>()
    var unreadByContact: [ContactKey: Int] = [:]
    var translations: Dictionary<LanguageKey, String> = [:]

    var avatars: [String: Avatar] = [:]
    var drafts: [Draft] = []
    var signature: Signature?
}
