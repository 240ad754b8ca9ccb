// `closure`: a function type once attributes, specifiers, one-element
// unlabelled parentheses and trailing `?` / `!` are stripped, repeatedly.
import Foundation

typealias Action = () -> Void
typealias Handler<T> = (T) -> Void

struct Closures {
    // Closures
    let c1: () -> Void
    let c2: (@MainActor () -> Void)?
    let c3: ((Int) async throws -> Void)!
    let c4: @Sendable (String) -> Bool
    var c5: (@Sendable () -> Void)? = nil
    var c6: ((() -> Void))
    var c7: (() -> Void)??
    var c8: (((Int, String) -> [Int])?)!
    var c9: @MainActor @Sendable () async -> Void
    var c10: (_ x: Int, _ y: Int) -> Int
    var c11: (Int) -> (Int) -> Int
    var c12: @convention(c) (Int32) -> Int32
    var c13: @convention(block) () -> Void
    var c14: (inout Int) -> Void
    var c15: (Int...) -> Void
    var c16: () throws(CancellationError) -> Void
    var c17: (() -> Void)? = { print("{") }
    var c18: @isolated(any) () async -> Void
    var c19: (
        Int,
        String
    ) -> Void
    var c20: () -> Void { { print("computed") } }
    var c21: ((Int) -> Int)? { didSet { } }
    static let c22: @Sendable () -> Void = { }
    lazy var c23: () -> Int = { 1 }

    // Not closures
    let n1: [() -> Void]
    let n2: Optional<() -> Void>
    let n3: Action
    let n4 = { print("untyped") }
    let n5: (Int, () -> Void)
    let n7: [String: () -> Void]
    let n8: Handler<Int>
    let n9: Action?
    let n10: Swift.Optional<() -> Void>
    let n11: (() -> Void).Type
    let n12: Result<() -> Void, Error>
    var n14: () = ()
    var n15: (Int)
    var n16: some Any = { }
}

// Accepted by the parser, rejected by the type checker (these forms are only
// valid on parameters), listed for the `closure` stripping rules.
struct ParserOnly {
    let n6: (label: () -> Void)
    let n13: ((label: () -> Void))?
    var e1: @escaping () -> Void
    var e2: (@escaping () -> Void)?
    var s1: sending () -> Void
    var s2: borrowing () -> Void
    var s3: consuming (() -> Void)?
    var s4: __owned @Sendable () -> Void
}
