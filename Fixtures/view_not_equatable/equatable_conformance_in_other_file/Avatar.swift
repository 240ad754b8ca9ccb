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

// The other file extends it, but with Identifiable only.
struct Signature: View { // expect: view_not_equatable
    let id: Int
    var body: some View { Text("\(id)") }
}
