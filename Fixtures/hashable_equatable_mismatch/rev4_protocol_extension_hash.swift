// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import Foundation

// RULES.md, "Settled for revision 4": form 2 with `hash(into:)` declared in a protocol
// extension is reported at that `hash(into:)`, once per hashed conforming type, naming it.
// The extension's `==` compares `recordID` only; its hash also combines `changeTag`.
// `Contact` and `Note` are hashed; `Reminder` is not (reported under `unhashed` only).
protocol SyncedRecord: Hashable {
    var recordID: String { get }
    var changeTag: Int { get }
}

extension SyncedRecord {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.recordID == rhs.recordID }

    func hash(into hasher: inout Hasher) { // expect: hashable_equatable_mismatch, hashable_equatable_mismatch // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(recordID)
        hasher.combine(changeTag)
    }
}

struct Contact: SyncedRecord {
    let recordID: String
    var changeTag: Int
}

struct Note: SyncedRecord {
    let recordID: String
    var changeTag: Int
}

struct Reminder: SyncedRecord {
    let recordID: String
    var changeTag: Int
}

final class SyncEngine {
    var pendingContacts: Set<Contact> = []
    var noteVersions: [Note: Int] = [:]
    var reminders: [Reminder] = []
}
