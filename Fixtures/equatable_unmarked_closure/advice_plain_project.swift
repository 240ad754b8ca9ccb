import SwiftUI

// RULES.md, Where the project uses the macro: this project neither imports Equatable nor
// uses `@Equatable`, so the message names the hand-written alternative (compare what the
// closure stands for, or make the type a class). Only the message differs (the .expected
// files pin both): the findings are those of advice_macro_project.swift.

// Not a View, with a hand-written `==` that ignores the closure: reported.
struct ShareItem: Equatable {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ShareItem, rhs: ShareItem) -> Bool { lhs.title == rhs.title }
}

// A View with synthesized equality over a closure: reported (it does not compile).
struct ShareButton: View, Equatable {
    let title: String
    let onShare: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onShare) }
}

// A View whose hand-written `==` leaves the closure out: not reported.
struct ShareRow: View, Equatable {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
    static func == (lhs: ShareRow, rhs: ShareRow) -> Bool { lhs.title == rhs.title }
}
