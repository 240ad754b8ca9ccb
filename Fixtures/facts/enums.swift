// Enums: cases are not properties.
enum Plain {
    case a
    case b, c, d
}

enum Raw: String, CaseIterable, Codable {
    case brace = "{"
    case closeBrace = "}"
    case quote = "\""
    case fake = "struct Fake {"
    case `default` = "default"
    var display: String { rawValue.uppercased() }
    static let all: [Raw] = allCases
}

enum Numbers: Int {
    case zero = 0, one, hundred = 100
    case negative = -1
    case hex = 0xFF
}

indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case labelled(lhs: Expr, rhs: Expr)
    func evaluate() -> Int { 0 }
}

enum Partial {
    case leaf
    indirect case node(Partial)
}

enum Associated {
    case closure(() -> Void)
    case withDefault(Int = 0, name: String = "}")
    case tuple((Int, String))
    case generic(Array<Array<Int>>)
    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }
    init() { self = .tuple((0, "")) }
    static func make() -> Associated { .init() }
}

@frozen public enum Frozen: Sendable { case x }

@objc enum ObjC: Int { case first, second }

enum Empty {}

enum Generic<Success, Failure: Error> {
    case success(Success), failure(Failure)
    var value: Success? { if case .success(let v) = self { return v } else { return nil } }
}

enum WithNested {
    case top
    enum Inner: Equatable {
        case bottom
        static var count: Int { 1 }
    }
    struct Payload { let p: Inner }
}

enum Conditional {
    case always
    #if DEBUG
    case debugOnly
    #else
    case releaseOnly
    #endif
    static var first: Conditional { .always }
}

enum AfterOneLine { case a; case b; var isA: Bool { self == .a } }
