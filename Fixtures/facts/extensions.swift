// Extensions: names are the extended type (generic arguments dropped, module
// prefix kept, sugared types as normalized text); position is the first token
// of the extended type.
import Foundation

public struct Container {
    struct Inner {
        struct Deep {}
    }
}

extension Container {
    var size: Int { 0 }
}

extension Container.Inner {
    var innerSize: Int { 1 }
    struct Nested { let n = 1 }
}

extension Container.Inner.Deep: Equatable, CustomStringConvertible {
    var description: String { "deep" }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension Swift.Optional where Wrapped == Int {
    var orZero: Int { self ?? 0 }
}

extension Swift.Result: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "result" }
}

extension Array<Int> {
    func total() -> Int { reduce(0, +) }
}

extension Dictionary<String, Array<Int>> {
    var flatCount: Int { values.reduce(0) { $0 + $1.count } }
}

extension [String] {
    var joinedText: String { joined() }
}

extension [String: Int] {
    var keyList: [String] { Array(keys) }
}

extension Int? {
    var isSet: Bool { self != nil }
}

extension [Int]? {
    var countOrZero: Int { self?.count ?? 0 }
}

@available(macOS 10.15, iOS 13, *)
@MainActor
extension
    Container   .   Inner
{
    func mainActorWork() {}
}

public extension Container {
    struct PublicNested {
        enum Kind { case x }
        var kind: Kind = .x
    }
    static let shared = Container()
}

extension Container: Sendable {}

extension Container: Hashable {
    public func hash(into hasher: inout Hasher) {}
}

extension Outer: Equatable where T: Equatable {}

protocol Drawable {
    func draw()
}

extension Drawable {
    func draw() {}
    var drawn: Bool { true }
}

extension Drawable where Self: AnyObject {
    func drawTwice() { draw(); draw() }
}

extension String.Index {
    var offsetDescription: String { "\(self)" }
}

extension Foundation.Date {
    static var epoch: Date { Date(timeIntervalSince1970: 0) }
}

extension Outer<Int>.Inner {
    var intInner: Int { 1 }
}

struct Outer<T> {
    struct Inner {}
}

extension `Container` { var backticked: Int { 2 } }
