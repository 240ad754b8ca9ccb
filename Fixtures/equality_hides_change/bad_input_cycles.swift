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
