import Foundation

// Types hashed through themselves (a tree whose stored property is an array of its own
// type, two types that contain each other) must not make "hashed … transitively" loop, and
// every other finding stands (RULES.md, revision 4).

// Hashed through a `Set`, and through itself: synthesized equality and hash: not reported.
struct CommentNode: Hashable {
    let id: Int
    var text: String
    var replies: [CommentNode]
}

// Two types that contain each other: not reported.
struct Category: Hashable {
    let name: String
    var subcategories: [Subcategory]
}

struct Subcategory: Hashable {
    let name: String
    var parents: [Category]
}

// Hashed through itself, with a mismatch: reported once.
struct FolderNode: Hashable { // expect: hashable_equatable_mismatch
    let path: String
    var isExpanded: Bool
    var children: [FolderNode]

    static func == (lhs: FolderNode, rhs: FolderNode) -> Bool {
        lhs.path == rhs.path && lhs.children == rhs.children
    }
}

// The ordinary finding beside them.
struct Tag: Hashable { // expect: hashable_equatable_mismatch
    let id: Int
    var label: String
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
}

final class ThreadCache {
    var seen: Set<CommentNode> = []
    var categories: Set<Category> = []
    var expanded: Set<FolderNode> = []
    var tags: Set<Tag> = []
}
