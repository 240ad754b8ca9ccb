import SwiftUI
import Observation

// RULES.md, equality_hides_change and identity-keyed `==` (one that compares `id`, or a
// `UUID` or `ObjectIdentifier` property, and nothing else). Not reported when an edited
// copy cannot share its key: the key is a `let` minted where the value is made, and every
// property `==` leaves out is a `let`. Any other identity-keyed `==` is reported: replacing
// an element with an edited copy of the same `id` (a server's refreshed poll) notifies
// nobody.

// The `id` comes from the server (the memberwise initializer takes it), and `votes` is a
// `var`: a refreshed copy has the same `id`: reported.
struct PollOption: Identifiable, Equatable {
    let id: UUID
    var label: String
    var votes: Int

    static func == (lhs: PollOption, rhs: PollOption) -> Bool { // expect: equality_hides_change
        lhs.id == rhs.id
    }
}

// Minted where the value is made (`let id = UUID()`), every other property a `let`: an
// edited copy is a new value with a new key: not reported.
struct LogEntry: Identifiable, Equatable {
    let id = UUID()
    let message: String
    let level: Int

    static func == (lhs: LogEntry, rhs: LogEntry) -> Bool { lhs.id == rhs.id }
}

// Minted by `UUID()` in every initializer, every other property a `let`: not reported.
struct Toast: Identifiable, Equatable {
    let id: UUID
    let text: String
    let isError: Bool

    init(text: String) {
        self.id = UUID()
        self.text = text
        self.isError = false
    }

    init(error: String) {
        self.id = UUID()
        self.text = error
        self.isError = true
    }

    static func == (lhs: Toast, rhs: Toast) -> Bool { lhs.id == rhs.id }
}

// Minted with `let id = UUID()`, but `value` is a `var`: an edited copy keeps its key:
// reported.
struct SensorReading: Identifiable, Equatable {
    let id = UUID()
    var value: Double

    static func == (lhs: SensorReading, rhs: SensorReading) -> Bool { // expect: equality_hides_change
        lhs.id == rhs.id
    }
}

// One initializer mints the key, the other takes it from its caller: not minted in every
// initializer: reported.
struct Notice: Identifiable, Equatable {
    let id: UUID
    let text: String

    init(text: String) {
        self.id = UUID()
        self.text = text
    }

    init(id: UUID, text: String) {
        self.id = id
        self.text = text
    }

    static func == (lhs: Notice, rhs: Notice) -> Bool { // expect: equality_hides_change
        lhs.id == rhs.id
    }
}

@Observable
final class LiveFeed {
    var options: [PollOption] = []
    var log: [LogEntry] = []
    var toast: Toast?
    var latest: SensorReading?
    var notice: Notice?
}

struct LiveFeedView: View {
    let feed: LiveFeed

    var body: some View {
        List {
            ForEach(feed.options) { option in
                Text("\(option.label): \(option.votes)")
            }
            ForEach(feed.log) { entry in
                Text(entry.message).foregroundStyle(entry.level > 2 ? .red : .primary)
            }
            if let toast = feed.toast {
                Text(toast.text).foregroundStyle(toast.isError ? .red : .primary)
            }
            if let reading = feed.latest {
                Text(reading.value, format: .number)
            }
            if let notice = feed.notice {
                Text(notice.text)
            }
        }
    }
}

// Minted as `UUID().uuidString` where the value is made (a `String` key), every other
// property a `let`: the same as `UUID()`: not reported.
struct HandledIntent: Identifiable, Equatable {
    let id: String
    let intent: String

    init(intent: String) {
        self.id = UUID().uuidString
        self.intent = intent
    }

    static func == (lhs: HandledIntent, rhs: HandledIntent) -> Bool { lhs.id == rhs.id }
}

@Observable
final class IntentService {
    var handled: HandledIntent?
}

struct IntentBanner: View {
    let service: IntentService
    var body: some View { Text(service.handled?.intent ?? "") }
}
