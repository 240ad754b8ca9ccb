import SwiftUI

// `ForEach`es without a content closure (one still being typed, one passing a method):
// the analysis must not crash, and every other finding stands (RULES.md, revision 4).

struct Step: Identifiable, Hashable {
    let id: Int
    var text: String
}

struct StepRow: View {
    let step: Step
    @State private var isExpanded = false

    var body: some View {
        Text(step.text).onTapGesture { isExpanded.toggle() }
    }
}

struct StepsEditor: View {
    @State private var steps: [Step] = []
    @State private var drafts: [String] = []

    var body: some View {
        List {
            // Still being typed: no content, so no row to hold state (form 2 cannot apply),
            // and nothing positional: not reported.
            ForEach(steps, id: \.self)
            // Content passed as a method, not a closure. Form 1 needs no closure: it iterates
            // positions and the type removes elements of `drafts`: reported (a decision).
            ForEach(drafts.indices, id: \.self, content: draftRow) // expect: foreach_unstable_identity
            // The ordinary finding beside them: reported.
            ForEach(steps, id: \.self) { step in // expect: foreach_unstable_identity
                StepRow(step: step)
            }
        }
        .toolbar {
            Button("Discard") { drafts.removeLast() }
            Button("Rename") { if !steps.isEmpty { steps[0].text = "Start" } }
        }
    }

    private func draftRow(_ index: Int) -> some View {
        Text(drafts[index])
    }
}
