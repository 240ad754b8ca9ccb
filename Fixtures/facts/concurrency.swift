// Concurrency and ownership: actors, isolation, typed throws, sending,
// consuming, borrowing, ~Copyable.
import Foundation
import Distributed

struct MyError: Error {}

actor Counter {
    var count = 0
    nonisolated let id = UUID()
    nonisolated var description: String { "Counter" }
    nonisolated(unsafe) var unsafeShared: Int = 0
    func increment() { count += 1 }
    nonisolated func hashValue() -> Int { 0 }
    func work() async throws -> Int { count }
    func typed() throws(MyError) -> Int { 0 }
    func send(_ value: sending NonSendable) -> sending NonSendable { value }
    init() {}
    init(start: Int) async { count = start }
}

final class NonSendable {}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Repository: @unchecked Sendable {
    var rows: [String] = []
    @MainActor var uiState = 0
    nonisolated func log() {}
    func fetch(isolation: isolated (any Actor)? = #isolation) async {}
}

struct Closures {
    let work: @Sendable () async -> Void
    let isolatedAny: @isolated(any) () async throws -> Int
    let typedThrows: (Int) throws(MyError) -> Void
    let mainActor: @MainActor @Sendable (String) async -> Void
    let sendingResult: () -> sending NonSendable
    let optionalAsync: (() async -> Void)?
    let nonsending: nonisolated(nonsending) () async -> Void
    let concurrent: @concurrent () async -> Void
}

struct FileHandle: ~Copyable {
    let descriptor: Int32
    consuming func close() {}
    borrowing func read() -> Int { 0 }
    mutating func seek() {}
    deinit {}
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var wrapped: Wrapped
}

extension Box: Copyable where Wrapped: Copyable {}

enum Unescapable<T: ~Escapable>: ~Escapable, ~Copyable {}

enum Ownership {
    static func consume(_ value: consuming FileHandle) {}
    static func borrow(_ value: borrowing FileHandle) -> Int { 0 }
    static func takeSending(_ value: sending NonSendable) {}
}

@MainActor
protocol MainActorProtocol: Sendable {}

@MainActor
final class IsolatedConformance: @MainActor Equatable, @MainActor Hashable {
    nonisolated(unsafe) var value = 0
    static func == (a: IsolatedConformance, b: IsolatedConformance) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

final class Service: MainActorProtocol {
    nonisolated(nonsending) func inherit() async {}
    @concurrent func background() async {}
    let task = Task { @MainActor in 1 }
}

@available(macOS 10.15, *)
distributed actor Remote {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    distributed func ping() -> String { "pong" }
}
