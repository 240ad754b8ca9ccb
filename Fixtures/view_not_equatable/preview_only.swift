// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// RULES.md, Skipped by default: types declared inside a type that conforms to
// PreviewProvider, and inside `#Preview` bodies, are preview-only; no rule reports on
// them, though they stay in the index.

struct Avatar: View, Equatable {
    let initials: String
    var body: some View { Text(initials) }
}

struct Avatar_Previews: PreviewProvider {
    // Preview-only: a View with a closure input, silent.
    struct Harness: View {
        let onTap: () -> Void
        var body: some View { Avatar(initials: "AB").onTapGesture(perform: onTap) }
    }

    // Preview-only: @Equatable with an unmarked closure, silent.
    @Equatable
    struct Fixture {
        let name: String
        let onReload: () -> Void
    }

    // Preview-only, still in the index: a struct holding a closure (see Gallery below).
    struct Stub {
        let load: () -> Void
    }

    static var previews: some View {
        Harness(onTap: { })
    }
}

// Not preview-only: `Avatar_Previews.Stub` is found in the index and holds a closure, reported.
struct Gallery: View { // expect: view_not_equatable
    let stub: Avatar_Previews.Stub
    var body: some View { Button("Load", action: stub.load) }
}

#Preview {
    // Declared inside a #Preview body: preview-only, silent.
    struct Wrapper: View {
        let onTap: () -> Void
        var body: some View { Avatar(initials: "CD").onTapGesture(perform: onTap) }
    }
    return Wrapper(onTap: { })
}
