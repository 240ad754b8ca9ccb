// Operator functions have `_` for every parameter; subscript parameters have
// no label unless two names are written.
infix operator <*>: AdditionPrecedence
prefix operator √
postfix operator ++
infix operator .+.: MultiplicationPrecedence
infix operator ∘

struct Vector: Equatable {
    var x: Double, y: Double

    static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x }
    static func + (lhs: Vector, rhs: Vector) -> Vector { lhs }
    static func += (lhs: inout Vector, rhs: Vector) {}
    static prefix func - (v: Vector) -> Vector { v }
    static prefix func ! (v: Vector) -> Bool { false }
    static postfix func ++ (v: inout Vector) {}
    static func <*> (lhs: Vector, rhs: Vector) -> Double { 0 }
    static prefix func √ (v: Vector) -> Double { 0 }
    static func .+. (lhs: Vector, rhs: Vector) -> Vector { lhs }
    static func ∘ (lhs: Vector, rhs: Vector) -> Vector { rhs }
    static func ..< (lhs: Vector, rhs: Vector) -> Range<Int> { 0..<1 }
    static func ... (lhs: Vector, rhs: Vector) -> ClosedRange<Int> { 0...1 }
    static func ~= (pattern: Vector, value: Vector) -> Bool { true }
    static func ==<T>(lhs: Vector, rhs: T) -> Bool { false }
    static func <(lhs: Vector, rhs: Vector) -> Bool { false }
    static func >>(lhs: Vector, rhs: Int) -> Vector { lhs }
    static func &&& (lhs: Vector, rhs: Vector) -> Vector { lhs }
    static func *(lhs: Vector, rhs: Double) -> Vector { lhs }
    static func / (lhs: Vector, rhs: Double) -> Vector { lhs }
    var afterOperators: Bool { true }
}

infix operator &&&: LogicalConjunctionPrecedence

struct Subscripts {
    subscript(index: Int) -> Int { index }
    subscript(key key: String) -> Int { 0 }
    subscript(_ a: Int, named b: String) -> Int { 0 }
    subscript(_ unnamed: Double) -> Int { 0 }
    subscript(_: Bool) -> Int { 0 }
    subscript(x _: Character) -> Int { 0 }
    subscript(row: Int, column: Int) -> Int {
        get { row * column }
        set { }
    }
    subscript(`default` value: UInt8) -> Int { 0 }
    subscript<K: Hashable>(generic key: K) -> Int { 0 }
    subscript(variadic: Int...) -> Int { 0 }
    subscript() -> Int { 0 }
    static subscript(type: Int) -> Int { 0 }
    var afterSubscripts = 0
}

class ClassSubscripts {
    class subscript(classIndex: Int) -> Int { 0 }
    subscript(dynamicMember member: String) -> Int { 0 }
}

func <*> (lhs: Int, rhs: Int) -> Int { lhs * rhs }
struct AfterGlobalOperator { let ok = true }
