import Equatable

// A closure with observers is still a stored, compared input by RULES.md's vocabulary,
// even though the macro skips it: both rules apply.
@Equatable
struct Gesture {
    let name: String
    var onEnd: () -> Void { // expect: silently_uncompared_property, equatable_unmarked_closure
        didSet { print("replaced") }
    }
    // Marked: neither rule.
    @EquatableIgnoredUnsafeClosure
    var onStart: () -> Void {
        didSet { print("replaced") }
    }
}
