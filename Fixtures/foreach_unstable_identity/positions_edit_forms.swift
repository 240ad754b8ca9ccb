import SwiftUI

// RULES.md, foreach_unstable_identity form 1: the removals, insertions and moves are the ones
// listed (`remove(at:)`, `remove(atOffsets:)`, `removeAll(where:)`, `removeFirst`,
// `removeLast`, `insert(_:at:)`, `move(fromOffsets:toOffset:)`), on the iterated array, in the
// same type; `self.` changes nothing.

// `self.steps.indices` and `self.steps.remove(at:)` in an extension of the type in this file:
// reported.
struct StepList: View {
    @State private var steps: [String] = []

    var body: some View {
        ForEach(self.steps.indices, id: \.self) { index in // expect: foreach_unstable_identity
            Text(steps[index])
        }
    }
}

extension StepList {
    func dropStep(_ index: Int) {
        steps.remove(at: index)
    }
}

// Near misses: emptying the array (`removeAll()`), `popLast()` and `append` are not in the
// list; nor is a removal from another array.
struct ScratchPad: View {
    @State private var lines: [String] = []
    @State private var trash: [String] = []

    var body: some View {
        VStack {
            ForEach(lines.indices, id: \.self) { index in
                Text(lines[index])
            }
            Button("Clear") { lines.removeAll() }
            Button("Undo") { _ = lines.popLast() }
            Button("Add") { lines.append("line") }
            Button("Empty trash") { trash.remove(at: 0) }
        }
    }
}

// Near miss: rows by position over a `List` whose first argument is no data.
struct Settings: View {
    @State private var selection: Int?
    @State private var options: [String] = []

    var body: some View {
        List(selection: $selection) {
            Text("General")
        }
        .onAppear { options.remove(at: 0) }
    }
}
