// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI
import Equatable

// Each View below has a closure input (non-diffable): view_not_equatable unless suppressed.

// eqlint:disable:next view_not_equatable
struct NextLine: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

struct ThisLine: View { // eqlint:disable:this view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

struct PreviousLine: View {
    // eqlint:disable:previous view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// disable:next covers the next line even when it is blank; nothing is reported there, so
// the comment suppresses nothing: unused_suppression.
// eqlint:disable:next view_not_equatable // expect: unused_suppression

struct AfterBlank: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// Suppression is by the reported line: the name is two lines down, so this comment
// suppresses nothing (unused_suppression) and the View is reported.
// eqlint:disable:next view_not_equatable // expect: unused_suppression
@MainActor
struct AttributeAbove: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// A different rule's id does not suppress this one (and suppresses nothing: unused).
// eqlint:disable:next equatable_unmarked_closure // expect: unused_suppression
struct OtherRule: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// Each form for another rule (equatable_unmarked_closure reports each type once, at its
// first unmarked closure); only the one line is covered.
@Equatable
struct OpenControl {
    let id: Int
    // eqlint:disable:next equatable_unmarked_closure
    let onOpen: () -> Void
}

@Equatable
struct CloseControl {
    let id: Int
    let onClose: () -> Void // expect: equatable_unmarked_closure
}

@Equatable
struct SaveControl {
    let id: Int
    let onSave: () -> Void // eqlint:disable:this equatable_unmarked_closure
}

@Equatable
struct ShareControl {
    let id: Int
    let onShare: () -> Void
    // eqlint:disable:previous equatable_unmarked_closure
}
