// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant vne_off: {}
import SwiftUI
import Equatable

// RULES.md, unused_suppression: one diagnostic per unused id; the used ids of the same
// comment are not reported.

// view_not_equatable is used (a closure input); equatable_unmarked_closure is not (the
// View is not Equatable): one diagnostic, for the unused id. Under the variant vne_off,
// view_not_equatable is not enabled, so its id is not reported: still one diagnostic.
// eqlint:disable:next view_not_equatable equatable_unmarked_closure // expect: unused_suppression
struct ShareRow: View {
    let title: String
    let onShare: () -> Void
    var body: some View { Button(title, action: onShare) }
}

// Both ids used on one property (observers and an unmarked closure): silent.
@Equatable
struct Gesture {
    let name: String
    // eqlint:disable:next silently_uncompared_property equatable_unmarked_closure
    var onEnd: () -> Void {
        didSet { print("replaced") }
    }
}

// Two unused ids in one comment: two diagnostics on its line.
// eqlint:disable:next hashable_equatable_mismatch marker_without_equatable // expect: unused_suppression, unused_suppression
struct Point: Hashable {
    let x: Int
    let y: Int
}

// A reason after ` - ` is not read as ids; the one id is used (form 1: `seat` is hashed,
// not compared; revision 4: `Ticket` is hashed, by the `Set` below): silent.
// eqlint:disable:next hashable_equatable_mismatch - equality by id on purpose
struct Ticket: Hashable {
    let id: Int
    let seat: String
    static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs.id == rhs.id }
}

let soldOut: Set<Ticket> = []
