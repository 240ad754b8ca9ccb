import SwiftUI
import Observation

// Bad input: typealiases that form a cycle, a type kept in itself, and an `==` that reads a
// computed property reading itself. Nothing loops; what can be decided is.
typealias Ping = Pong
typealias Pong = Ping

struct Node: Equatable {
    var name: String
    var weight: Int
    var children: [Node] = []

    // `label` reads itself: `==` compares `name` through it, and still leaves out `weight`.
    var label: String { name.isEmpty ? label : name }

    static func == (lhs: Node, rhs: Node) -> Bool { // expect: equality_hides_change
        lhs.label == rhs.label && lhs.children == rhs.children
    }
}

// Kept only as a cyclic typealias: its type is unknown, so it is no use.
struct Echo: Equatable {
    var text: String
    var volume: Int

    static func == (lhs: Echo, rhs: Echo) -> Bool { lhs.text == rhs.text }
}

@Observable
final class Tree {
    var root: Node?
    var echo: Ping?
}

struct TreeView: View {
    let tree: Tree

    var body: some View {
        Text("\(tree.root?.weight ?? 0) \(tree.echo?.volume ?? 0)")
    }
}

// A type hashed through itself (a set of its own values in its hash) and kept by an
// @Observable class: the walk ends, and its left-out `size` is still reported.
struct Folder: Hashable {
    var name: String
    var size: Int
    var children: Set<Folder> = []

    static func == (lhs: Folder, rhs: Folder) -> Bool { // expect: equality_hides_change
        lhs.name == rhs.name && lhs.children == rhs.children
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(children)
    }
}

// A construction cycle: each view constructs the other, passing its own value on; the value's
// `==` compares everything, so nothing is reported, and nothing loops.
struct Leaf: Equatable {
    var title: String
    var depth: Int
}

struct FolderBrowser: View {
    let folders: FolderStore
    let leaf: Leaf

    var body: some View {
        Text("\(folders.open?.size ?? 0)")
        LeafView(leaf: leaf)
    }
}

struct LeafView: View {
    let leaf: Leaf
    @State private var shown = 0

    var body: some View {
        FolderBrowser(folders: FolderStore(), leaf: leaf)
            .onChange(of: leaf) { shown = leaf.depth }
    }
}

@Observable
final class FolderStore {
    var open: Folder?
    var seen: Set<Folder> = []
}
