import SwiftUI

// rules-refinements.md 7: a `static func == (lhs: Self, rhs: Self)` declared in an extension
// of a project protocol the type conforms to (directly, or through a protocol refining it)
// is the type's hand-written `==`.

protocol MenuEntry: Equatable {
    var title: String { get }
}

extension MenuEntry {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

// Not a View, the protocol's `==` does not read the closure: reported (hand-written reading:
// values that differ only in `perform` compare equal).
struct MenuCommand: MenuEntry {
    let title: String
    let perform: () -> Void // expect: equatable_unmarked_closure
}

// A View whose `==` is the protocol's, hand-written: silent (closure_captures_state checks
// its call sites).
struct MenuRow: View, MenuEntry {
    let title: String
    let onSelect: () -> Void
    var body: some View { Button(title, action: onSelect) }
}

// Through a refining protocol: a View, silent; not a View, reported.
protocol ToolbarEntry: MenuEntry {}

struct ToolbarButton: View, ToolbarEntry {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action) }
}

struct ToolbarCommand: ToolbarEntry {
    let title: String
    let run: () -> Void // expect: equatable_unmarked_closure
}

// The protocol's `==` reads the closure (`lhs.handler`): silent.
protocol Handled: Equatable {
    var name: String { get }
    var handler: (() -> Void)? { get }
}

extension Handled {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && (lhs.handler == nil) == (rhs.handler == nil)
    }
}

struct HandledEvent: Handled {
    let name: String
    let handler: (() -> Void)?
}

// The protocol's `==` compares `id`: identity-keyed, silent.
protocol Keyed: Equatable {
    var id: Int { get }
}

extension Keyed {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

struct KeyedAction: Keyed {
    let id: Int
    let fire: () -> Void
}
