import SwiftUI

// Equatable by an extension in Conformances.swift: silent.
struct Avatar: View {
    let initials: String
    let size: Double
    var body: some View { Text(initials) }
}

// Hashable by an extension in Conformances.swift: silent.
struct Nameplate: View {
    let name: String
    var body: some View { Text(name) }
}

// The other file extends it, but with Identifiable only: not Equatable, yet its one
// input (Int) is diffable, so silent in the default mode (`mode: all` reports it).
struct Signature: View { // expect[mode_all]: view_not_equatable
    let id: Int
    var body: some View { Text("\(id)") }
}

// Not extended anywhere, with a closure input: reported.
struct Stamp: View { // expect: view_not_equatable
    let onTap: () -> Void
    var body: some View { Button("Stamp", action: onTap) }
}

// Equatable by an extension in Conformances.swift: view_not_equatable is silent, and its
// unmarked closure is equatable_unmarked_closure's (a View with synthesized equality).
struct Seal: View {
    let onTap: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button("Seal", action: onTap) }
}
