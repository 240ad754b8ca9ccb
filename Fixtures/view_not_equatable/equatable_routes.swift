// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI
import Equatable

// Every route to Equatable keeps a View silent, in the default mode and under `mode: all`
// (variant mode_all), where a View that is not Equatable is reported for its diffable
// inputs too: only the last two Views below are not Equatable.

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
struct LooksEquatable: View { // expect[mode_all]: view_not_equatable
    let number: Int
    var body: some View { Text("\(number)") }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
}

// Identifiable is not Equatable; a UUID input is diffable: silent in the default mode.
struct IdentifiedRow: View, Identifiable { // expect[mode_all]: view_not_equatable
    let id: UUID
    var body: some View { Text("\(id)") }
}
