// Broken code in the middle: the facts of everything that could be read
// still come out, and the valid types after the error are listed.
struct BeforeError {
    let fine = 1
}

struct Broken {
    let first = 1
    this is not swift at all {
        nor is this
    }
    let second = 2
    func ok() {}
    ??? garbage
    var third: Int = 3
}

struct AfterBroken {
    let recovered: String = "yes"
    func stillHere() {}
}

struct MissingType {
    let noType:
    var next = 0
}

enum AfterMissingType { case x; var y: Int { 0 } }

// Accepted by swift-syntax, rejected by the compiler: accessors on one
// binding of a multi-binding declaration; `stored` is per binding.
struct MultiBindingAccessors {
    var a = 1, b: Int = 2 { didSet { } }
    var c: Int { 1 }, d = 2
}

struct Last { let z = "end" }
