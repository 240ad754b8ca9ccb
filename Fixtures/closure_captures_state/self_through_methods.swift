// rules-refinements.md 9: calling an instance method `m()` of the enclosing struct captures
// `self` only when `m`, or a method it calls (transitively, in the same file), reads a plain
// stored property (no reference wrapper, not a Binding, not a project class or actor).
import SwiftUI

final class DraftStore {
    func save(_ text: String) {}
}

@Equatable
struct TapLabel: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        Text(title).onTapGesture(perform: onTap)
    }
}

// `draft` is a plain stored property, so `self` carries a value that can go stale.
struct DraftEditor: View {
    let draft: String
    let store: DraftStore
    @Binding var isDirty: Bool
    @State private var saveCount = 0

    var body: some View {
        VStack {
            // Reads no plain stored property (writes `@State` only): silent.
            TapLabel(title: "Count") { bump() }
            // Reads `draft`: reported.
            TapLabel(title: "Save") { persist() } // expect: closure_captures_state
            // Reads nothing itself, but calls `persist()`, which reads `draft`: reported.
            TapLabel(title: "Submit") { submit() } // expect: closure_captures_state
            // Through two methods to a read: reported.
            TapLabel(title: "Publish") { publish() } // expect: closure_captures_state
            // Reads only references (a project class, a `@Binding`) and its own parameter: silent.
            TapLabel(title: "Sync") { sync(force: true) }
            // Its `draft` is a local that shadows the property: silent.
            TapLabel(title: "Sample") { logSample() }
            // Calls methods that call each other and read nothing: silent.
            TapLabel(title: "Ping") { ping(3) }
        }
    }

    func bump() {
        saveCount += 1
    }

    func persist() {
        print("saving", draft)
    }

    func submit() {
        bump()
        persist()
    }

    func publish() {
        submit()
    }

    func sync(force: Bool) {
        store.save(force ? "now" : "later")
        isDirty = false
    }

    func logSample() {
        let draft = "sample"
        print(draft)
    }

    func ping(_ count: Int) {
        if count > 0 { pong(count - 1) }
    }

    func pong(_ count: Int) {
        if count > 0 { ping(count - 1) }
    }
}
