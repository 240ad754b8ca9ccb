import SwiftUI
import Equatable

// eqlint:disable:next view_not_equatable
struct NextLine: View {
    let title: String
    var body: some View { Text(title) }
}

struct ThisLine: View { // eqlint:disable:this view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

struct PreviousLine: View {
    // eqlint:disable:previous view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// disable:next covers the next line even when it is blank.
// eqlint:disable:next view_not_equatable

struct AfterBlank: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// Suppression is by the reported line: the name is two lines down.
// eqlint:disable:next view_not_equatable
@MainActor
struct AttributeAbove: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// A different rule's id does not suppress this one.
// eqlint:disable:next equatable_unmarked_closure
struct OtherRule: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// Only the one line is covered.
@Equatable
struct Controls {
    let id: Int
    // eqlint:disable:next equatable_unmarked_closure
    let onOpen: () -> Void
    let onClose: () -> Void // expect: equatable_unmarked_closure
    let onSave: () -> Void // eqlint:disable:this equatable_unmarked_closure
    let onShare: () -> Void
    // eqlint:disable:previous equatable_unmarked_closure
}
