// Protocols list no properties or functions.
import Foundation

protocol Shape: Sendable {
    var area: Double { get }
    var name: String { get set }
    static var unit: String { get }
    func draw()
    mutating func resize(by factor: Double)
    init(size: Int)
    subscript(index: Int) -> Double { get }
    associatedtype Metric
    typealias Callback = () -> Void
    static func == (a: Self, b: Self) -> Bool
}

@objc protocol LegacyDelegate {
    @objc optional func didFinish(_ sender: Any)
    var legacyValue: Int { get }
}

@MainActor
protocol ViewModel: AnyObject where Self: Sendable {
    var title: String { get }
    func refresh() async throws
}

protocol Container<Item, Index> {
    associatedtype Item
    associatedtype Index: Comparable
    #if DEBUG
    func debugDescription() -> String
    #endif
}

protocol Composite: Shape & Equatable, Container<Int, Int> {}

extension Shape {
    var area: Double { 0 }
    func draw() {}
    static var unit: String { "pt" }
}

extension Container where Item == String {
    func joined() -> String { "" }
}

struct Outer {
    protocol NestedDelegate {
        var nestedValue: Int { get }
    }
    var delegate: (any NestedDelegate)?
}

class Implementation: Equatable {
    var area: Double = 1
    static func == (a: Implementation, b: Implementation) -> Bool { a === b }
}
