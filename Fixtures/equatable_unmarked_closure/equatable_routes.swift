import SwiftUI

// Equatable by each route named in RULES.md; each has one unmarked closure. With
// synthesized equality on a type that is neither a View nor @Equatable, the equality would
// not ignore the closure (the compiler rejects it): silent. hand_written_routes.swift
// checks the same routes with a `==` that ignores the closure.

struct ViaSwiftQualified: Swift.Equatable {
    let id: Int
    let onTap: () -> Void
}

struct ViaMainActor: @MainActor Equatable {
    let id: Int
    let onTap: () -> Void
}

struct ViaComposition: Equatable & Sendable {
    let id: Int
    let onTap: @Sendable () -> Void
}

struct ViaHashable: Hashable {
    let id: Int
    let onTap: () -> Void
}

struct ViaComparable: Comparable {
    let rank: Int
    let onTap: () -> Void
    static func < (lhs: ViaComparable, rhs: ViaComparable) -> Bool { lhs.rank < rhs.rank }
}

struct ViaExtension {
    let id: Int
    let onTap: () -> Void
}

extension ViaExtension: Equatable {}

protocol Snapshot: Equatable {}
protocol ScreenSnapshot: Snapshot {}

struct ViaRefiningProtocol: ScreenSnapshot {
    let id: Int
    let onTap: () -> Void
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

// A View that is not Equatable: its closure is view_not_equatable's business only (non-diffable).
struct ShareButton: View { // expect: view_not_equatable
    let onShare: () -> Void
    var body: some View { Button("Share", action: onShare) }
}

final class ProfileModel: ObservableObject {}
