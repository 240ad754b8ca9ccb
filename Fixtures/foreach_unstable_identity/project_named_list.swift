import SwiftUI

// RULES.md, "Library names": a project's own `List` is judged as what it is, never SwiftUI's.
struct List<Item> {
    var items: [Item]
    init(_ items: [Item], id: KeyPath<Item, Int>) { self.items = items }
}

struct Queue: View {
    @State private var jobs: [Int] = []

    var body: some View {
        let list = List(jobs.indices.map { $0 }, id: \.self)
        Text("\(list.items.count)")
            .onAppear { jobs.remove(at: 0) }
    }
}
