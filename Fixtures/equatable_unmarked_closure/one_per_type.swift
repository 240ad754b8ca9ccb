import Equatable

// RULES.md, equatable_unmarked_closure: one diagnostic per type, at its first such closure
// (in declaration order), naming every such closure.

// Two unmarked closures: one diagnostic, at the first.
@Equatable
struct Player {
    let trackID: Int
    let onPlay: () -> Void // expect: equatable_unmarked_closure
    let onPause: () -> Void
}

// A marked closure first: the first *such* closure is the second one.
@Equatable
struct Recorder {
    let id: Int
    @EquatableIgnoredUnsafeClosure let onStart: () -> Void
    let onStop: () -> Void // expect: equatable_unmarked_closure
    let onDiscard: () -> Void
}

// A hand-written `==` that reads the first closure but not the others: at the second.
struct Upload: Equatable {
    let path: String
    let onProgress: ((Double) -> Void)?
    let onFinish: () -> Void // expect: equatable_unmarked_closure
    let onCancel: () -> Void
    static func == (lhs: Upload, rhs: Upload) -> Bool {
        lhs.path == rhs.path && (lhs.onProgress == nil) == (rhs.onProgress == nil)
    }
}

// A nested type is a type of its own: one diagnostic each.
@Equatable
struct Editor {
    let name: String
    let onSave: () -> Void // expect: equatable_unmarked_closure
    let onRevert: () -> Void

    @Equatable
    struct Toolbar {
        let onBold: () -> Void // expect: equatable_unmarked_closure
        let onItalic: () -> Void
    }
}
