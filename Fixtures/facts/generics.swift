// Generics: parameters are not part of names; `>>` closes nested generic
// arguments; extensions of bound generic and sugared types.
struct Pair<First, Second> {
    var first: First
    var second: Second
}

struct Constrained<T: Collection, U: Equatable & Hashable>: Sequence where T.Element == U, T.Index == Int {
    var items: Array<Array<T>>
    var nested: Dictionary<String, Array<Int>> = [:]
    var optionalArray: Array<Int>?
    var optionalOfArray: Optional<Array<Int>>
    var deep: Array<Array<Array<Int>>>? = nil
    var sugared: [[Int]: [String: [Double]]]
    var doubleOptional: Int??
    var some: some Collection<Int> { [1] }
    var existential: any Sequence<String>
    var composition: (any Equatable & Hashable)?
    var metatype: Int.Type
    var protocolMetatype: (any Equatable).Type
    var member: Array<Int>.Element = 0
    var afterClosingAngles: Int = 0
    func makeIterator() -> IndexingIterator<[U]> { [U]().makeIterator() }
    func generic<V: Comparable, W>(_ v: V, w: W) -> Array<Array<V>> where W: Sendable { [[v]] }
    init<S: Sequence>(from s: S) where S.Element == T { fatalError() }
    subscript<K: Hashable>(key: K) -> Pair<K, K>? { nil }
}

class Base<T> {}
final class Derived<T: AnyObject>: Base<Array<T>>, @unchecked Sendable {
    let inheritedGeneric: Base<Base<T>>? = nil
}

enum Tree<Value> {
    indirect case node(Tree<Value>, Tree<Value>)
    case leaf(Value)
    var isLeaf: Bool { if case .leaf = self { return true } else { return false } }
}

protocol Stack<Element> {
    associatedtype Element
}

protocol IntCollection: Collection<Int> {}

struct Packs<each T> {
    var values: (repeat each T)
    func forEach(_ body: (repeat each T) -> Void) {}
}

extension Array<Int> {
    func total() -> Int { reduce(0, +) }
}

extension Array where Element == String {
    var joinedText: String { joined() }
}

extension [String] {
    var firstOrEmpty: String { first ?? "" }
}

extension Dictionary<String, Array<Int>> {
    struct NestedInBoundGeneric { let n = 1 }
}

extension Optional<Array<Int>> {
    var emptyIfNil: [Int] { self ?? [] }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}

extension Pair where First == Int {
    var sum: Int { first }
}

struct Comparisons {
    let lessGreater = 1 < 2 && 3 > 2
    let generic = Array<Int>()
    let genericMember = Dictionary<String, Int>.Element.self
    let shift = 16 >> 2
    var last = 0
}

struct NoSpaceBeforeEquals {
    var a: Array<Array<Int>>=[]
    var b: Array<Int>=[]
    var c: Set<Int>?=nil
    var d: [Int]=[]
    var e = 1
}
