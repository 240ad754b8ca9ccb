import SwiftUI
import Equatable

// RULES.md, Where the project uses the macro: this file imports Equatable, so the advice
// is `@EquatableIgnoredUnsafeClosure` after checking the call sites. Only the message
// differs from advice_plain_project.swift: the findings are the same.

// Not a View, with a hand-written `==` that ignores the closure (and is not keyed on an
// identity): reported, as without the macro.
struct ShareItem: Equatable {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ShareItem, rhs: ShareItem) -> Bool { lhs.title == rhs.title }
}

// An @Equatable View with an unmarked closure: reported (the macro rejects it).
@Equatable
struct ShareButton: View {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onShare) }
}

// A View whose hand-written `==` leaves the closure out: not reported (its call sites are
// closure_captures_state's).
struct ShareRow: View, Equatable {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
    static func == (lhs: ShareRow, rhs: ShareRow) -> Bool { lhs.title == rhs.title }
}
