import SwiftUI

// The routes to Equatable of equatable_routes.swift, each with a hand-written `==` that
// compares `name` (not an identity) and ignores the closure: reported on every route.

// Equatable as `Swift.Equatable`.
struct ViaSwiftQualified: Swift.Equatable {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

// Equatable with an attribute on the entry.
struct ViaMainActor: @MainActor Equatable {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ViaMainActor, rhs: ViaMainActor) -> Bool { lhs.name == rhs.name }
}

// Equatable inside a composition.
struct ViaComposition: Equatable & Sendable {
    let name: String
    let onTap: @Sendable () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ViaComposition, rhs: ViaComposition) -> Bool { lhs.name == rhs.name }
}

// Equatable through Hashable (its hash agrees with `==`, so no hashable_equatable_mismatch).
struct ViaHashable: Hashable {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ViaHashable, rhs: ViaHashable) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// Equatable through Comparable.
struct ViaComparable: Comparable {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ViaComparable, rhs: ViaComparable) -> Bool { lhs.name == rhs.name }
    static func < (lhs: ViaComparable, rhs: ViaComparable) -> Bool { lhs.name < rhs.name }
}

// Equatable, and its `==`, from an extension.
struct ViaExtension {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

extension ViaExtension: Equatable {
    static func == (lhs: ViaExtension, rhs: ViaExtension) -> Bool { lhs.name == rhs.name }
}

protocol Snapshot: Equatable {}
protocol ScreenSnapshot: Snapshot {}

// Equatable through a project protocol refining Equatable, transitively.
struct ViaRefiningProtocol: ScreenSnapshot {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func == (lhs: ViaRefiningProtocol, rhs: ViaRefiningProtocol) -> Bool { lhs.name == rhs.name }
}

// A View with synthesized equality: reported (a View with a hand-written `==` is not:
// see view_hand_written_equality.swift).
struct ViaSynthesizedView: View, Equatable {
    let name: String
    let onTap: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(name, action: onTap) }
}
