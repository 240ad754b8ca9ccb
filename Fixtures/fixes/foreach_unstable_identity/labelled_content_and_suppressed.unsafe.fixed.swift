// The fix removes only the `id: \.self` argument, whatever follows it (a `content:` closure
// here); a suppressed finding gets no fix, and its code is left as it is.
import SwiftUI

struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ChoreRow: View {
    let chore: Chore
    @State private var isExpanded = false

    var body: some View {
        Text(chore.title).onTapGesture { isExpanded.toggle() }
    }
}

struct Board: View {
    @State private var todo: [Chore] = []
    @State private var done: [Chore] = []

    var body: some View {
        VStack {
            ForEach(todo, content: { chore in
                ChoreRow(chore: chore)
            })
            // eqlint:disable:next foreach_unstable_identity - rows are rebuilt on purpose
            ForEach(done, id: \.self) { chore in
                ChoreRow(chore: chore)
            }
        }
    }

    func rename(_ index: Int) {
        todo[index].title = "Renamed"
        done[index].title = "Renamed"
    }
}
