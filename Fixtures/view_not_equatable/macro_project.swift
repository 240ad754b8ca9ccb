// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI
import Equatable

// RULES.md, view_not_equatable: this project uses the @Equatable macro, so the advice is
// `@Equatable` with `@EquatableIgnoredUnsafeClosure` on the closures. (The message differs
// from plain_project.swift's; the .expected files pin both.)

// A closure input: reported.
struct ShareRow: View { // expect: view_not_equatable
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// The advice followed: silent.
@Equatable
struct SharedRow: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// Half followed (the closure left unmarked): the macro rejects it, equatable_unmarked_closure.
@Equatable
struct HalfSharedRow: View {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onShare) }
}
