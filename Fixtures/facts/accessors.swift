// `stored`: false for any accessor block other than one holding only
// willSet / didSet observers.
struct Accessors {
    private var storage: Int = 0
    private var buffer: [Int] = []

    var implicitGetter: Int { storage * 2 }
    var implicitGetterReturn: Int {
        return storage
    }
    var explicitGet: Int { get { storage } }
    var getSet: Int {
        get { storage }
        set { storage = newValue }
    }
    var getSetNamed: Int {
        get { return storage }
        set(newStorage) { storage = newStorage }
    }
    var setFirst: Int {
        set { storage = newValue }
        get { storage }
    }
    var mutatingGet: Int {
        mutating get { storage += 1; return storage }
    }
    var nonmutatingSet: Int {
        get { 0 }
        nonmutating set { }
    }
    var asyncGetter: Int {
        get async throws { storage }
    }
    var typedThrowsGetter: Int {
        get throws(CancellationError) { storage }
    }
    var readModify: Int {
        _read { yield storage }
        _modify { yield &storage }
    }
    var unsafeAddressed: Int {
        unsafeAddress { fatalError() }
        unsafeMutableAddress { fatalError() }
    }
    var observedDidSet: Int = 0 {
        didSet { print(oldValue) }
    }
    var observedWillSet: Int = 0 {
        willSet { print(newValue) }
    }
    var observedBoth: String = "" {
        willSet(next) { print(next) }
        didSet(previous) { print(previous) }
    }
    var observedNoInitial: Double {
        didSet { }
    }
    var emptyObservers: [Int] = [] { didSet {} willSet {} }
    static var staticObserved = 0 { didSet { } }
    static var staticComputed: Int { 42 }
    var accessorWithAttributes: Int {
        @inline(__always) get { storage }
        @available(*, deprecated) set { }
    }
    var getterWithLocalType: Int {
        struct NotListed { let v = 1 }
        return NotListed().v
    }
    var afterAll = "still stored"
}

struct InitAccessor {
    var value: Int {
        @storageRestrictions(initializes: _value)
        init(initialValue) { _value = initialValue }
        get { _value }
        set { _value = newValue }
    }
    private var _value: Int
}

class Observing {
    var a = 1 { didSet { } }
    var b: Int { 1 }
}
