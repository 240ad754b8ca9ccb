// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation
import SwiftUI
import Equatable

// Form 2 against the macro's compared inputs: `lastSeen` is @EquatableIgnored.
@Equatable
struct Session {
    let id: UUID
    @EquatableIgnored var lastSeen: Date
}

extension Session: Hashable {
    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(id)
        hasher.combine(lastSeen)
    }
}

// Silent: hashes only what the macro compares (form 3 does not apply with a hand-written hash).
@Equatable
struct Device {
    let serial: String
    @EquatableIgnored var batteryLevel: Double
}

extension Device: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(serial)
    }
}

// Form 2 against the macro: a hashValue reading an ignored property.
@Equatable
struct Bookmark {
    let url: URL
    @EquatableIgnored var visitCount: Int
}

extension Bookmark: Hashable {
    var hashValue: Int { // expect[unhashed]: hashable_equatable_mismatch
        url.hashValue ^ visitCount
    }
}

// Form 2 against the macro: a property behind a skipped wrapper is not a compared input.
@Equatable
struct Preferences {
    let profileID: Int
    @AppStorage("theme") var theme = "light"
}

extension Preferences: Hashable {
    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(profileID)
        hasher.combine(theme)
    }
}
