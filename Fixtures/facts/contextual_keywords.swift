// Contextual keywords used as ordinary names: `actor`, `get`, `lazy`, ... are
// keywords only in some positions.
final class Keywords {
    var actor: Int = 0
    let async = 1
    let get = 1, set = 2
    var willSet = 0
    var didSet = 0
    let lazy = true
    let mutating = false
    var open = 1
    let some = 1
    let any = 2
    let each = 3
    let package = "p"
    let macro = "m"
    let indirect = true
    let override = 1
    let convenience = 1
    let optional = 1
    let required = 1
    let dynamic = 1
    let final = 1
    let weak = 1
    let unowned = 1
    let nonisolated = 1
    let consuming = 1, borrowing = 2, sending = 3
    let distributed = 1
    let prefix = 1, postfix = 2, infix = 3
    let precedencegroup_ = 1
    let associativity = 1
    let `Type` = 1
    let `Protocol` = 2
    let `self` = 3
    let `init` = 4
    func actor(_ x: Int) {}
    func get() -> Int { 0 }
    func set(_ value: Int) {}
    func macro() {}
    func async() {}
    func lazy(lazy: Int) {}
    var afterAll = "ok"
}

struct UsesActor {
    let a = Keywords().actor
    var actorCopy: Int { Keywords().actor }
    func run(actor: Keywords) { _ = actor.actor }
}

actor RealActor {
    let actor: RealActor? = nil
}

let actor = 1
struct AfterTopLevelActorVariable { let ok = actor }
