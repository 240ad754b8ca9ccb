// Types declared inside functions, closures, initializers, accessors and
// top-level statements are local and not listed; each is followed by a
// listed type to check nothing was lost.
import Foundation

func topLevelFunction() {
    struct InFunction { var x = 1 }
    class AlsoInFunction {}
    enum InFunctionEnum { case a }
    func nested() { struct DeeperInFunction {} }
    #if DEBUG
    struct InIfConfigInFunction {}
    #endif
}
struct Listed1 { let a = 1 }

let closureValue = {
    struct InClosure {}
    return 1
}()
struct Listed2 { let b = 2 }

do {
    struct InTopLevelDo {}
} catch {
    struct InCatch {}
}
struct Listed3 { let c = 3 }

if true {
    struct InTopLevelIf {}
} else if false {
    struct InElseIf {}
} else {
    struct InElse {}
}
struct Listed4 { let d = 4 }

switch Int.random(in: 0...1) {
case 0:
    struct InSwitchCase {}
default:
    struct InDefault {}
}
struct Listed5 { let e = 5 }

for _ in 0..<1 { struct InFor {} }
while false { struct InWhile {} }
repeat { struct InRepeat {} } while false
guard true else { struct InGuardElse {}; fatalError() }
defer { struct InDefer {} }
struct Listed6 { let f = 6 }

final class Container {
    init() {
        struct InInit {}
    }
    deinit {}
    var computed: Int {
        struct InGetter { let g = 1 }
        return InGetter().g
    }
    var observed = 0 {
        didSet { struct InDidSet {} }
    }
    subscript(i: Int) -> Int {
        struct InSubscript {}
        return i
    }
    func method() {
        struct InMethod {}
        let _ = { struct InClosureInMethod {} }
    }
    let initializerClosure: Int = {
        struct InPropertyInitializer {}
        return 1
    }()
    lazy var lazyClosure: String = {
        class InLazyInitializer {}
        return "x"
    }()
    let mapped = [1].map { _ in
        enum InMapClosure { case a }
        return 1
    }
    struct StillListed { let h = 1 }
}

let topLevelVariable: Int = {
    struct InTopLevelInitializer {}
    return 0
}()

_ = { struct InDiscardedClosure {} }

func withDefault(x: Int = { struct InDefaultArgument {}; return 1 }()) {}

#if DEBUG
struct ListedInIfConfig { let i = 1 }
#endif

struct Listed7 { let j = 7 }
