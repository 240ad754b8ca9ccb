import SwiftUI

// Equatable by each route named in RULES.md; each has one unmarked closure. With
// synthesized equality the closure cannot be compared (RULES.md: "its equality is
// synthesized (it does not compile)"): reported, View or not. hand_written_routes.swift
// checks the same routes with a `==` that ignores the closure.

struct ViaSwiftQualified: Swift.Equatable {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

struct ViaMainActor: @MainActor Equatable {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

struct ViaComposition: Equatable & Sendable {
    let id: Int
    let onTap: @Sendable () -> Void // expect: equatable_unmarked_closure
}

struct ViaHashable: Hashable {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

struct ViaComparable: Comparable {
    let rank: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
    static func < (lhs: ViaComparable, rhs: ViaComparable) -> Bool { lhs.rank < rhs.rank }
}

struct ViaExtension {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

extension ViaExtension: Equatable {}

protocol Snapshot: Equatable {}
protocol ScreenSnapshot: Snapshot {}

struct ViaRefiningProtocol: ScreenSnapshot {
    let id: Int
    let onTap: () -> Void // expect: equatable_unmarked_closure
}

// A View made Equatable by the macro, in the shape of the macro README's profile view.
@Equatable
struct ProfileCard: View {
    var username: String
    @State private var isLoading = false
    @ObservedObject var model: ProfileModel
    @EquatableIgnored var cachedAvatar: Data?
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void
    var onLongPress: () -> Void // expect: equatable_unmarked_closure
    let id: UUID

    var body: some View {
        VStack {
            Text(username)
            if isLoading {
                ProgressView()
            }
        }
    }
}

// A View that is not Equatable: its closure is view_not_equatable's business only (opt-in,
// not enabled here): silent.
struct ShareButton: View {
    let onShare: () -> Void
    var body: some View { Button("Share", action: onShare) }
}

final class ProfileModel: ObservableObject {}
