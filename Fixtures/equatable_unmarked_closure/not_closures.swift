import SwiftUI
import Equatable

@Equatable
struct Toolbar {
    let id: Int
    // Collections of closures are not closure properties.
    let actions: [() -> Void]
    let actionsByName: [String: () -> Void]
    // A tuple holding a closure is not a function type.
    let pair: (Int, () -> Void)
    // A generic type with a function type argument is not a function type.
    let boxed: Box<() -> Void>
    // Immediately invoked closures: the values are an Int and an array.
    let seed = { 42 }()
    let table: [Int] = { [1, 2, 3] }()
    // Marked: equality skips them knowingly.
    @EquatableIgnoredUnsafeClosure
    let onTap: () -> Void
    @EquatableIgnoredUnsafeClosure
    var onDone = { }
    @EquatableIgnoredUnsafeClosure
    let onClose: (() -> Void)?
    // Static and computed properties are not compared inputs.
    static let noop: () -> Void = { }
    static var fallback: (() -> Void)? = nil
    var handler: () -> Void { { } }
}

// Closures behind skipped property wrappers are not compared inputs.
@Equatable
struct Composer: View {
    let draft: String
    @State private var pendingCommit: (() -> Void)? = nil
    @SwiftUI.State private var retry: () -> Void = { }
    @Environment(\.dismiss) private var dismiss
    var body: some View { Text(draft) }
}

// A lazy closure is not a compared input (this type's equality is synthesized, not the macro's).
struct Lazily: Equatable {
    let name: String
    lazy var onLoad: () -> Void = { }
}

struct Box<Value> {
    let value: Value
}
