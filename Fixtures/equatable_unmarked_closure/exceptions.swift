import SwiftUI

// RULES.md, equatable_unmarked_closure, "Not reported": classes and actors, and a
// hand-written `==` that reads the closure, directly or through computed properties and
// methods of the same type, transitively. (No macro in this project: see advice_*.swift.)

// A class: its equality is about identity, never reported.
final class Downloader: Equatable {
    let url: URL
    let onProgress: (Double) -> Void
    init(url: URL, onProgress: @escaping (Double) -> Void) {
        self.url = url
        self.onProgress = onProgress
    }
    static func == (lhs: Downloader, rhs: Downloader) -> Bool { lhs.url == rhs.url }
}

// An actor: never reported.
actor Relay: Equatable {
    let channel: String
    let onMessage: @Sendable (String) -> Void
    init(channel: String, onMessage: @escaping @Sendable (String) -> Void) {
        self.channel = channel
        self.onMessage = onMessage
    }
    static func == (lhs: Relay, rhs: Relay) -> Bool { lhs.channel == rhs.channel }
}

// `==` reads the closure directly (`lhs.validate`): not ignored, silent.
struct FieldRule: Equatable {
    let field: String
    let validate: ((String) -> Bool)?
    static func == (lhs: FieldRule, rhs: FieldRule) -> Bool {
        lhs.field == rhs.field && (lhs.validate == nil) == (rhs.validate == nil)
    }
}

// `==` reads a computed property whose getter reads the closure: silent.
struct Hook: Equatable {
    let name: String
    let onFire: (() -> Void)?
    var isArmed: Bool { onFire != nil }
    static func == (lhs: Hook, rhs: Hook) -> Bool {
        lhs.name == rhs.name && lhs.isArmed == rhs.isArmed
    }
}

// `==` calls a method that calls another method that reads the closure: transitively read, silent.
struct TextFormat: Equatable {
    let pattern: String
    let transform: ((String) -> String)?
    func signature() -> String { pattern + describeTransform() }
    func describeTransform() -> String { transform == nil ? "" : "+t" }
    static func == (lhs: TextFormat, rhs: TextFormat) -> Bool {
        lhs.signature() == rhs.signature()
    }
}

// `==` calls a method that does not read the closure: ignored, reported.
struct Reminder: Equatable {
    let title: String
    let onDue: () -> Void // expect: equatable_unmarked_closure
    func normalizedTitle() -> String { title.lowercased() }
    static func == (lhs: Reminder, rhs: Reminder) -> Bool {
        lhs.normalizedTitle() == rhs.normalizedTitle()
    }
}

// A View whose `==` is hand-written: never reported, and this one reads its closure anyway.
struct CounterBadge: View, Equatable {
    let count: Int
    let onReset: (() -> Void)?
    var body: some View { Text("\(count)").onTapGesture { onReset?() } }
    static func == (lhs: CounterBadge, rhs: CounterBadge) -> Bool {
        lhs.count == rhs.count && (lhs.onReset == nil) == (rhs.onReset == nil)
    }
}
