import SwiftUI
import Equatable

// Every route to Equatable keeps a View silent. (The inputs here are all diffable, so
// the default mode would be silent anyway; mode_all_routes/ checks these routes with
// `mode: all`.)

@Equatable
struct MacroBadge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

@Equatable(isolation: .main)
@MainActor
struct MainActorBadge: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct PlainEquatable: View, Equatable {
    let title: String
    var body: some View { Text(title) }
}

struct HashableRow: View, Hashable {
    let title: String
    var body: some View { Text(title) }
}

struct RankedRow: View, Comparable {
    let rank: Int
    var body: some View { Text("\(rank)") }
    static func < (lhs: RankedRow, rhs: RankedRow) -> Bool { lhs.rank < rhs.rank }
}

struct QualifiedEquatable: View, Swift.Equatable {
    let title: String
    var body: some View { Text(title) }
}

struct IsolatedEquatable: View, @MainActor Equatable {
    let title: String
    var body: some View { Text(title) }
}

struct PreconcurrencyEquatable: View, @preconcurrency Equatable {
    let title: String
    var body: some View { Text(title) }
}

struct ComposedEquatable: View, Equatable & Sendable {
    let title: String
    var body: some View { Text(title) }
}

struct ExtendedLater: View {
    let title: String
    var body: some View { Text(title) }
}

extension ExtendedLater: Equatable {}

protocol DiffableContent: Equatable {}
protocol DiffableRow: DiffableContent {}

struct RefiningProtocolRow: View, DiffableRow {
    let title: String
    var body: some View { Text(title) }
}

protocol EquatableScreen: View, Equatable {}

struct BothAtOnce: EquatableScreen {
    let title: String
    var body: some View { Text(title) }
}

// A custom equality on parity, as in the EquatableView article: Equatable, silent here.
struct ParityLabel: View, Equatable {
    let number: Int
    var body: some View { Text(number % 2 == 0 ? "even" : "odd") }
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number % 2 == rhs.number % 2
    }
}

// A `static func ==` without an Equatable conformance makes nothing Equatable; its
// input (Int) is diffable, so silent in the default mode.
struct LooksEquatable: View {
    let number: Int
    var body: some View { Text("\(number)") }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
}

// Identifiable is not Equatable; a UUID input is diffable: silent in the default mode.
struct IdentifiedRow: View, Identifiable {
    let id: UUID
    var body: some View { Text("\(id)") }
}
