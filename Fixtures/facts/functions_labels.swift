// Function names: base name and argument labels in Swift's reference form.
import Foundation

struct MyError: Error {}

class Functions {
    func noArgs() {}
    func one(x: Int) {}
    func unlabelled(_ x: Int) {}
    func renamed(x y: Int, _ z: Int, w: Int) {}
    func underscoreOnly(_: Int) {}
    func labelThenUnderscore(label _: Int) {}
    func keywordLabels(in range: Range<Int>, for value: Int, at index: Int) {}
    func `backticked`(`class` c: Int, `default`: Int) {}
    func `return`() {}
    func defaults(x: Int = (1 + 2), y: String = ")", z: @escaping () -> Void = { }) {}
    func closureParam(completion: @escaping (Result<Int, Error>) -> Void) {}
    func variadic(_ values: Int..., separator: String) {}
    func inoutParam(_ value: inout Int, other: inout [String]) {}
    func generic<T: Equatable, U>(_ t: T, u: U) where U: Hashable {}
    func asyncThrows(id: Int) async throws -> String { "" }
    func typedThrows(id: Int) throws(MyError) -> Int { 0 }
    func rethrowing(_ body: () throws -> Void) rethrows {}
    func returnsClosure() -> (Int) -> Int { { $0 } }
    func multiLine(
        first: Int,
        second
            third: String,
        _ fourth: Double
    ) {}
    func attributed(_ content: @autoclosure () -> Int) {}
    func isolatedParam(actor: isolated Worker) {}
    func tupleParam(pair: (Int, Int), named: (a: Int, b: Int)) {}
    func bodyWithLocal() {
        func localFunction(x: Int) {}
        struct LocalType { func notListed() {} }
    }
    @discardableResult func discardable(value: Int) -> Int { value }
    @objc(objcNameWith:) func objcRenamed(_ value: Int) {}
    static func staticFunc() {}
    class func classFunc(x: Int) {}
    final class func finalClassFunc() {}
    private static func privateStatic(_ a: Int, _ b: Int) {}
    nonisolated func nonisolatedFunc() {}

    init() {}
    init(value: Int) {}
    init(_ value: String) {}
    init?(failable: Int) { nil }
    init!(implicitlyUnwrapped: Int) { nil }
    init?(_ a: Int, b: Int) { nil }
    convenience init(convenience: Bool) { self.init() }
    required init(required: Double) {}
    init<T>(generic: T) {}
    init(async: Int) async {}
    init(throwing: Int) throws {}
    deinit {}
}

actor Worker {}

class SubFunctions: Functions {
    override func noArgs() {}
    override init() { super.init() }
    override class func classFunc(x: Int) {}
    required init(required: Double) { super.init(required: required) }
}

struct Mutating {
    mutating func change(to value: Int) {}
    consuming func consume() {}
    borrowing func borrow() {}
    func unicodeLabels(café: Int, _ naïve: String) {}
    func emojiLabel(🍕 slice: Int) {}
    static func staticLabel(with value: Int) {}
}
