/// A closure property of a view, by the view's qualified name (`Login.Card`) and the
/// property's: what the conditions on other files' constructions are about.
public struct PropertyRef: Sendable, Hashable, Comparable {
    public var view: String
    public var property: String

    public init(view: String, property: String) {
        self.view = view
        self.property = property
    }

    /// The simple name constructions of the view go by (`Login.Card` → `Card`).
    public var viewSimpleName: String {
        guard let dot = view.utf8.lastIndex(of: UInt8(ascii: ".")) else { return view }
        return String(view[view.utf8.index(after: dot)...])
    }

    public static func < (a: PropertyRef, b: PropertyRef) -> Bool { (a.view, a.property) < (b.view, b.property) }
}

/// What a fix waits on from the project's constructions: each of its edits marks a closure
/// ignored (`@EquatableIgnoredUnsafeClosure`), and stands only when no construction would then
/// pass that closure one capturing a value that can change (the fixes of
/// `equatable_unmarked_closure` and `view_not_equatable`).
public struct FixCondition: Sendable, Hashable {
    /// The closure each edit marks, in `Fix.edits` order (a fix that only marks closures);
    /// empty for a fix that stands or falls whole.
    public var marks: [PropertyRef]
    /// The closures the fix stands on: every one must stay fresh (when `marks` says nothing
    /// per edit), or each edit on its own.
    public var closures: [PropertyRef]
    /// Each edit stands on its own closure (a fix that only marks closures); otherwise the
    /// fix stands or falls whole.
    public var perEdit: Bool

    /// Each edit marks `marks[k]`, and stands on that closure alone.
    public init(marks: [PropertyRef]) {
        self.marks = marks
        perEdit = true
        closures = marks
    }

    /// The whole fix stands on every one of `closures`.
    public init(whole closures: [PropertyRef]) {
        marks = []
        perEdit = false
        self.closures = closures
    }
}
